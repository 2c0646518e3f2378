import { lazy, Suspense, useEffect, useState, type FormEvent } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import type { ReferralInfo } from "@/shared/api";
import { getRuntimeConfig } from "@/shared/config";
import { formatAmount, formatFigure } from "@/shared/lib/format";
import { Button } from "@/shared/ui/button";
import { CopyButton } from "@/shared/ui/copy-button";
import { Spinner } from "@/shared/ui/feedback";
import { isReferralDate, referralQuery, REFERRAL_KEY, shownWinLoss } from "@/entities/referral";
import { useWithdrawReferralBonus } from "../api/bonus";
import { useBonusAction } from "../model/use-bonus-result";
import { ReferralLists } from "./referral-lists";
import { InfoCard } from "./tab-panels";
import panels from "./tab-panels.module.css";
import styles from "./referral-tab.module.css";

/** LINE's share page: the player picks a chat, the link is the message. */
const LINE_SHARE = "https://social-plugins.line.me/lineit/share?url=";

/** The QR code of the referral link; its code loads with the referral tab, never at start. */
const ReferralQr = lazy(async () => {
  const { QRCodeSVG } = await import("qrcode.react");
  return {
    default: ({ value, title }: { value: string; title: string }) => (
      <QRCodeSVG className={styles.referralQr} value={value} size={128} marginSize={2} title={title} role="img" aria-label={title} data-testid="referral-qr" />
    ),
  };
});

/**
 * Tab 3: friend referral (R-INFO-5). The call runs only while this tab is open; a date
 * filter (YYYY-MM-DD) lives in the URL as &date= and is sent only once the player picks one.
 */
/** A referral level's share: "2.5%", or "—" for a figure outside 0–100 (never "1e+300%"). */
const percentOf = (pct: number): string => {
  const figure = formatFigure(pct, 100);
  return figure === "—" ? figure : `${figure}%`;
};

export function ReferralTabPanel() {
  const { t } = useTranslation("information");
  const [params] = useSearchParams();
  const urlDate = params.get("date");
  const date = isReferralDate(urlDate) ? urlDate : null;
  const query = useQuery({ ...referralQuery(date), placeholderData: keepPreviousData });

  useEffect(() => {
    // R-API-5: referral errors are only logged; the tab offers a retry.
    if (query.error) console.warn("referral details could not be loaded", query.error);
  }, [query.error]);

  const info = query.data?.data;
  if (!info) {
    return query.isError ? (
      <LoadFailed onRetry={() => void query.refetch()} busy={query.isFetching} />
    ) : (
      <div className={panels.infoEmpty}>
        <Spinner />
      </div>
    );
  }
  return (
    <div className={panels.tabPanel}>
      <ReferralSummary info={info} />
      <DateFilter key={date ?? ""} date={date} />
      {query.isError ? <LoadFailed onRetry={() => void query.refetch()} busy={query.isFetching} /> : null}
      <p className="referral-winloss">
        {t("referral.winLoss")}: <strong>{formatAmount(shownWinLoss(info.customer_win_loses.total))}</strong>
      </p>
      <ReferralLists info={info} />
    </div>
  );
}

function LoadFailed({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  const { t } = useTranslation("information");
  return (
    <div className={styles.infoRetry} role="alert">
      <span>{t("referral.loadFailed")}</span>
      <Button variant="secondary" busy={busy} onClick={onRetry}>
        {t("referral.retry")}
      </Button>
    </div>
  );
}

function ReferralSummary({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation("information");
  const link = `${getRuntimeConfig().site.referral}${info.customer.referral_key}`;
  const withdraw = useWithdrawReferralBonus();
  const bonus = useBonusAction();
  const levels = [info.mlm_percent.level_1, info.mlm_percent.level_2, info.mlm_percent.level_3];
  const onWithdraw = () => bonus.start(() => withdraw.mutateAsync({}), { successText: t("referral.withdrawn"), refetch: [[...REFERRAL_KEY]] });

  return (
    <>
      <InfoCard id="ref-link" title={t("referral.link")}>
        <div className={panels.infoInline}>
          <span className={styles.referralLinkText} data-testid="referral-link">
            {link}
          </span>
          <CopyButton text={link} label={t("referral.copyLink")} />
        </div>
        <div className={styles.referralShare}>
          <a
            className={`btn ${styles.btnLine}`}
            href={`${LINE_SHARE}${encodeURIComponent(link)}`}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="referral-share-line"
          >
            {t("referral.shareLine")}
          </a>
          <Suspense fallback={<span className={styles.referralQr} aria-hidden="true" />}>
            <ReferralQr value={link} title={t("referral.qr")} />
          </Suspense>
        </div>
      </InfoCard>
      <InfoCard id="ref-percent" title={t("referral.percentTitle")}>
        <dl className={panels.infoFacts}>
          {levels.map((pct, i) => (
            <div key={i}>
              <dt>{t("referral.level", { level: i + 1 })}</dt>
              <dd>{percentOf(pct)}</dd>
            </div>
          ))}
        </dl>
      </InfoCard>
      <section className={panels.infoCard}>
        <dl className={panels.infoFacts}>
          <div>
            <dt>{t("referral.minWithdraw")}</dt>
            <dd>{formatAmount(info.bonus.bonus_turnover)}</dd>
          </div>
          <div>
            <dt>{t("referral.total")}</dt>
            <dd>{formatAmount(info.customer.bonus_referral_total)}</dd>
          </div>
          <div>
            <dt>{t("referral.pending")}</dt>
            <dd className={panels.textGold}>{formatAmount(info.customer.bonus_referral_pending)}</dd>
          </div>
        </dl>
        <Button variant="gold" block busy={bonus.busy} disabled={bonus.locked} onClick={() => void onWithdraw()}>
          {t("referral.withdraw")}
        </Button>
        <p className={panels.infoHint}>{t("referral.note")}</p>
      </section>
    </>
  );
}

/** Date filter: the search button works only once a date is picked; the date goes into the URL. */
function DateFilter({ date }: { date: string | null }) {
  const { t } = useTranslation("information");
  const [, setParams] = useSearchParams();
  const [draft, setDraft] = useState(date ?? "");
  const apply = (next: string | null) =>
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      if (next) out.set("date", next);
      else out.delete("date");
      return out;
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (isReferralDate(draft)) apply(draft);
  };
  return (
    <form onSubmit={submit} role="search">
      <label className="field-label" htmlFor="referral-date">
        {t("referral.date")}
      </label>
      <div className={styles.referralFilterRow}>
        <input id="referral-date" className={styles.dateInput} type="date" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit" variant="secondary" disabled={!isReferralDate(draft)}>
          {t("referral.search")}
        </Button>
        {date ? (
          <Button variant="ghost" onClick={() => apply(null)}>
            {t("referral.clearDate")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
