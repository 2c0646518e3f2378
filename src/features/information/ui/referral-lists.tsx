import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ReferralEntry, ReferralInfo } from "@/shared/api";
import { formatAmount, formatDateTime } from "@/shared/lib/format";
import { VirtualList } from "@/shared/ui/virtual-list";
import panels from "./tab-panels.module.css";
import styles from "./referral-lists.module.css";

type ListKey = "friends" | "level_1" | "level_2" | "level_3";
const LIST_KEYS: readonly ListKey[] = ["friends", "level_1", "level_2", "level_3"];
const ROW_PX = 52;

/** start_at is a date, sometimes with a time: show what the server gave, in dd/mm/yy. */
function formatStartAt(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDateTime(`${value} 00:00:00`).slice(0, 8);
  return formatDateTime(value);
}

/**
 * The friend list and the three per-level lists, one at a time (picked with the buttons above
 * it). Lists can hold thousands of friends, so rows are virtualised (VirtualList) inside the
 * popup's own scrolling panel.
 */
export function ReferralLists({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation("information");
  const [which, setWhich] = useState<ListKey>("friends");
  const lists: Record<ListKey, readonly ReferralEntry[]> = {
    friends: info.customer_referrals,
    level_1: info.mlm_referrals.level_1,
    level_2: info.mlm_referrals.level_2,
    level_3: info.mlm_referrals.level_3,
  };
  const label = (key: ListKey) => (key === "friends" ? t("referral.friends") : t("referral.level", { level: key.slice(-1) }));
  const entries = lists[which];
  return (
    <section aria-labelledby="ref-lists">
      <h3 id="ref-lists" className={panels.infoCardTitle}>
        {t("referral.lists")}
      </h3>
      <div className={styles.segmented} role="group" aria-label={t("referral.lists")}>
        {LIST_KEYS.map((key) => (
          <button key={key} type="button" className="chip" aria-pressed={key === which} onClick={() => setWhich(key)}>
            {label(key)} ({lists[key].length})
          </button>
        ))}
      </div>
      <div className={`${styles.referralRow} ${styles.referralHead}`} aria-hidden="true">
        <span>{t("referral.startAt")}</span>
        <span>{t("referral.username")}</span>
        <span>{t("referral.amount")}</span>
      </div>
      {entries.length === 0 ? <p className={panels.infoEmpty}>{t("referral.empty")}</p> : <VirtualRows key={which} entries={entries} label={label(which)} />}
    </section>
  );
}

function VirtualRows({ entries, label }: { entries: readonly ReferralEntry[]; label: string }) {
  const { t } = useTranslation("information");
  return (
    <VirtualList
      items={entries}
      estimate={ROW_PX}
      className={styles.referralRows}
      aria-label={label}
      data-testid="referral-rows"
      itemKey={(_, index) => index}
      itemClassName={styles.referralRow}
      renderItem={(entry) => (
        <>
          <span>{formatStartAt(entry.start_at)}</span>
          <span className={styles.referralUser}>{entry.username}</span>
          <span className={styles.referralAmount}>
            <span className="sr-only">{t("referral.amount")} </span>
            {formatAmount(entry.amount)}
          </span>
        </>
      )}
    />
  );
}
