import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { HistoryItem } from "@/shared/api";
import { formatAmount, formatDateTime } from "@/shared/lib/format";
import { VirtualList } from "@/shared/ui/virtual-list";
import { useProfile } from "@/entities/profile";

/**
 * Tab 1: deposit/withdraw history (profile.history). One card per item so the five columns
 * (type, amount, bonus, status, date) stay readable on a 360 px phone. Virtualised: a member
 * with 50,000 items opens the tab as fast as one with two.
 */
export function HistoryTabPanel() {
  const { t } = useTranslation("information");
  const { profile } = useProfile();
  const items = profile?.history ?? [];
  if (items.length === 0) return <p className="info-empty">{t("history.empty")}</p>;
  return (
    <VirtualList
      items={items}
      estimate={190}
      gap={8}
      className="history-list"
      aria-label={t("tabs.history")}
      itemKey={(item) => `${item.type}-${item.id}`}
      itemClassName="history-item"
      itemProps={(item) => ({ "data-type": item.type })}
      renderItem={(item) => <HistoryRow item={item} />}
    />
  );
}

/** A type the app does not know (the contract may grow) gets a neutral label, never a raw key. */
const historyType = (t: TFunction<"information">, type: string) =>
  type === "deposit" || type === "withdraw" ? t(`history.${type}`) : t("history.otherType");

function HistoryRow({ item }: { item: HistoryItem }) {
  const { t } = useTranslation("information");
  const completed = item.status === "completed";
  return (
    <dl className="history-facts">
      <div>
        <dt>{t("history.type")}</dt>
        <dd className={item.type === "deposit" ? "text-green" : "text-red"}>{historyType(t, item.type)}</dd>
      </div>
      <div>
        <dt>{t("history.amount")}</dt>
        <dd className={item.type === "deposit" ? "text-green" : "text-red"}>{formatAmount(item.amount)}</dd>
      </div>
      <div>
        <dt>{t("history.bonus")}</dt>
        <dd>{formatAmount(item.bonus)}</dd>
      </div>
      <div>
        <dt>{t("history.status")}</dt>
        <dd className={`history-status ${completed ? "text-green" : "text-red"}`}>
          {completed ? t("history.completed") : item.deleted_cause || t("history.failed")}
        </dd>
      </div>
      <div>
        <dt>{t("history.date")}</dt>
        {/* When it was made; a failed item without one falls back to when it was deleted. */}
        <dd>{formatDateTime(item.created_at ?? item.deleted_at ?? null)}</dd>
      </div>
    </dl>
  );
}
