import { useEffect, useId } from "react";
import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import type { PushLocale } from "@/shared/api/push";
import { $busy, $device, $failure, pushOpened, switchChanged } from "../model/push";
import styles from "./notifications-switch.module.css";

/**
 * The member centre's "notifications" switch (this device). Off by default; on asks the browser
 * (the player's own tap is the question); a permission the browser denied is explained, and the
 * switch stays off without asking again.
 */
export function NotificationsSwitch() {
  const { t, i18n } = useTranslation("push");
  const [device, busy, failure, opened, changed] = useUnit([$device, $busy, $failure, pushOpened, switchChanged]);
  const hintId = useId();
  const locale = (i18n.language === "zh-CN" ? "cn" : i18n.language) as PushLocale;
  useEffect(() => {
    opened(locale);
  }, [opened, locale]);
  if (!device) return null;
  const denied = device.supported && device.permission === "denied" && !device.subscribed;
  const note = !device.supported
    ? t("switch.unsupported")
    : denied
      ? t("switch.denied")
      : busy
        ? t("switch.busy")
        : failure
          ? t(`switch.${failure}`)
          : t("switch.hint");
  return (
    <div className={styles.pushSwitch}>
      <label className={styles.pushSwitchRow}>
        <span className={styles.pushSwitchLabel}>{t("switch.label")}</span>
        <input
          type="checkbox"
          role="switch"
          className={styles.pushSwitchInput}
          checked={device.subscribed}
          disabled={!device.supported || denied || busy}
          aria-describedby={hintId}
          aria-busy={busy || undefined}
          onChange={(e) => changed(e.currentTarget.checked)}
        />
      </label>
      <p
        id={hintId}
        className={failure || denied ? `${styles.pushSwitchNote} ${styles.pushSwitchNoteWarn}` : styles.pushSwitchNote}
        role={failure ? "alert" : undefined}
      >
        {note}
      </p>
    </div>
  );
}
