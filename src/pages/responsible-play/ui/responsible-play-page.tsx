import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { readReminder, saveReminder } from "@/entities/play-limits";
import { getRuntimeConfig } from "@/shared/config";
import { formatAmount } from "@/shared/lib/format";
import { Button } from "@/shared/ui/button";
import { ContentSections, type ContentSection as Section } from "@/shared/ui/content-sections";
import styles from "./responsible-play-page.module.css";

/** "เล่นอย่างรับผิดชอบ" (product extension): advice, the reality check and the daily deposit reminder. */
export function ResponsiblePlayPage() {
  const { t } = useTranslation("responsible-play");
  const { responsiblePlay, site } = getRuntimeConfig();
  const sections = t("sections", { returnObjects: true, name: site.name }) as Section[];
  return (
    <article className="content-page" data-testid="responsible-play-page">
      <h1>
        {responsiblePlay.adultsMark ? (
          <span className="adults-mark" aria-hidden="true">
            18+
          </span>
        ) : null}
        {t("title")}
      </h1>
      <p>{t("intro", { name: site.name })}</p>
      <ContentSections sections={sections} />
      {responsiblePlay.realityCheckMinutes !== null ? (
        <section className="content-section">
          <h2>{t("reality.title")}</h2>
          <p>{t("reality.text", { minutes: responsiblePlay.realityCheckMinutes })}</p>
        </section>
      ) : null}
      {responsiblePlay.depositReminder ? <ReminderSettings /> : null}
    </article>
  );
}

/** The daily deposit reminder, kept in this browser (entities/play-limits). */
function ReminderSettings() {
  const { t } = useTranslation("responsible-play");
  const id = useId();
  const [saved, setSaved] = useState(readReminder);
  const [value, setValue] = useState(saved === null ? "" : String(saved));
  const amount = Number(value);
  const valid = /^\d{1,7}$/.test(value) && amount > 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    saveReminder(amount);
    setSaved(amount);
  };
  const clear = () => {
    saveReminder(null);
    setSaved(null);
    setValue("");
  };
  return (
    <section className="content-section" aria-labelledby="deposit-reminder">
      <h2 id="deposit-reminder">{t("reminder.title")}</h2>
      <p>{t("reminder.text")}</p>
      <form className={styles.reminderForm} onSubmit={submit} noValidate>
        <div className="field">
          <label className="field-label" htmlFor={id}>
            {t("reminder.amount")}
          </label>
          <span className="field-control">
            <input id={id} inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value.trim())} aria-invalid={value !== "" && !valid} />
            <span className="field-suffix">{t("reminder.baht")}</span>
          </span>
        </div>
        <div className={styles.reminderActions}>
          <Button type="submit" variant="gold" disabled={!valid}>
            {t("reminder.save")}
          </Button>
          {saved !== null ? (
            <Button variant="secondary" onClick={clear}>
              {t("reminder.clear")}
            </Button>
          ) : null}
        </div>
      </form>
      <p role="status" data-testid="reminder-status">
        {saved === null ? t("reminder.none") : t("reminder.current", { amount: formatAmount(saved) })}
      </p>
    </section>
  );
}
