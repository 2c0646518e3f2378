import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { droppedFromLatest, type HistoryItem, type PendingRequest } from "@/shared/api";
import { Icon } from "@/shared/ui/icon";
import { formatAmount, formatDateTime } from "@/shared/lib/format";
import { useProfile } from "@/entities/profile";
import { requestReference } from "@/entities/pending-request";
import { TabList } from "./tab-panels";
import panels from "./tab-panels.module.css";
import styles from "./history-tab.module.css";

/**
 * Tab 1: deposit/withdraw history (profile.history). One card per item so the five columns
 * (type, amount, bonus, status, date) stay readable on a 360 px phone. Virtualised: a member
 * with 50,000 items opens the tab as fast as one with two.
 */
export function HistoryTabPanel() {
  const { t } = useTranslation("information");
  const { profile } = useProfile();
  const items = profile?.history ?? [];
  const pending = profile?.pending_request ?? null;
  // Items whose amount or date could not be read were dropped at the boundary: the list says so.
  const unreadable = profile ? droppedFromLatest("GET /customers/profile", "/data/history") : 0;
  const notice = unreadable ? (
    <p className={styles.historyUnreadable} role="note">
      {t("history.unreadable", { count: unreadable })}
    </p>
  ) : null;
  if (items.length === 0 && !pending)
    return (
      <>
        {notice}
        <p className={panels.infoEmpty}>{t("history.empty")}</p>
      </>
    );
  return (
    <>
      {notice}
      {pending ? <PendingRow request={pending} /> : null}
      {items.length ? <HistoryList items={items} /> : null}
    </>
  );
}

function HistoryList({ items }: { items: HistoryItem[] }) {
  return (
    <TabList
      tab="history"
      items={items}
      estimate={190}
      itemKey={(item) => `${item.type}-${item.id}`}
      itemClassName={styles.historyItem}
      itemProps={(item) => ({ "data-type": item.type })}
      renderItem={(item) => <HistoryRow item={item} />}
    />
  );
}

/** A type the app does not know (the contract may grow) gets a neutral label, never a raw key. */
const historyType = (t: TFunction<"information">, type: string) => (type === "deposit" || type === "withdraw" ? t(`history.${type}`) : t("history.otherType"));

/** The type as an arrow and a word (in for deposits, out for withdrawals), not as a colour. */
function TypeLabel({ type }: { type: string }) {
  const { t } = useTranslation("information");
  return (
    <span className={styles.historyType} data-testid="history-type">
      {type === "deposit" || type === "withdraw" ? <Icon name={type} size={16} /> : null}
      {historyType(t, type)}
    </span>
  );
}

/** The request the server still has open, on top: an amber "รอดำเนินการ" badge with a clock. */
function PendingRow({ request }: { request: PendingRequest }) {
  const { t } = useTranslation("information");
  return (
    <dl className={`${styles.historyFacts} ${styles.historyPending}`} data-testid="history-pending" data-type={request.type}>
      <div>
        <dt>{t("history.type")}</dt>
        <dd>
          <TypeLabel type={request.type} />
        </dd>
      </div>
      <div>
        <dt>{t("history.amount")}</dt>
        <dd>{formatAmount(request.amount)}</dd>
      </div>
      <div>
        <dt>{t("history.status")}</dt>
        <dd>
          <span className={`${styles.historyBadge} ${styles.historyBadgePending}`} data-testid="history-badge">
            <Icon name="clock" size={16} />
            {t("history.pending")}
          </span>
        </dd>
      </div>
      <div>
        <dt>{t("history.date")}</dt>
        <dd>{formatDateTime(request.created_at ?? null)}</dd>
      </div>
      <div>
        <dt>{t("history.reference")}</dt>
        <dd data-testid="history-reference">{requestReference(request)}</dd>
      </div>
    </dl>
  );
}

function HistoryRow({ item }: { item: HistoryItem }) {
  const { t } = useTranslation("information");
  const completed = item.status === "completed";
  // Deposits green, withdrawals red (R-INFO-3); a type the app does not know stays neutral.
  const tone = item.type === "deposit" ? panels.textGreen : item.type === "withdraw" ? panels.textRed : undefined;
  return (
    <dl className={styles.historyFacts}>
      <div>
        <dt>{t("history.type")}</dt>
        <dd className={tone}>
          <TypeLabel type={item.type} />
        </dd>
      </div>
      <div>
        <dt>{t("history.amount")}</dt>
        <dd className={tone}>{formatAmount(item.amount)}</dd>
      </div>
      <div>
        <dt>{t("history.bonus")}</dt>
        <dd>{formatAmount(item.bonus)}</dd>
      </div>
      <div>
        <dt>{t("history.status")}</dt>
        <dd className={styles.historyStatus}>
          {/* The word and icon carry the status; the colour only repeats it. */}
          <span className={`${styles.historyBadge} ${completed ? styles.historyBadgeCompleted : styles.historyBadgeFailed}`} data-testid="history-badge">
            <Icon name={completed ? "check" : "cross"} size={16} />
            {completed ? t("history.completed") : t("history.failed")}
          </span>
          {!completed && item.deleted_cause ? <span className={panels.textRed}> {item.deleted_cause}</span> : null}
        </dd>
      </div>
      <div>
        <dt>{t("history.date")}</dt>
        {/* When it was made; a failed item without one falls back to when it was deleted. */}
        <dd>{formatDateTime(item.created_at ?? item.deleted_at ?? null)}</dd>
      </div>
      <div>
        <dt>{t("history.reference")}</dt>
        <dd data-testid="history-reference">{requestReference(item)}</dd>
      </div>
    </dl>
  );
}
