import { useLayoutEffect, useRef, useState } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useTranslation } from "react-i18next";
import type { ReferralEntry, ReferralInfo } from "@/shared/api";
import { currentLocale } from "@/shared/i18n";
import { formatAmount, formatDateTime } from "@/shared/lib/format";

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
 * it). Lists can hold thousands of friends, so rows are virtualised inside the popup's own
 * scrolling panel: only the visible window (plus a few) is in the DOM.
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
    <section className="referral-lists" aria-labelledby="ref-lists">
      <h3 id="ref-lists" className="info-card-title">
        {t("referral.lists")}
      </h3>
      <div className="segmented" role="group" aria-label={t("referral.lists")}>
        {LIST_KEYS.map((key) => (
          <button key={key} type="button" className="segment" aria-pressed={key === which} onClick={() => setWhich(key)}>
            {label(key)} ({lists[key].length})
          </button>
        ))}
      </div>
      <div className="referral-row referral-head" aria-hidden="true">
        <span>{t("referral.startAt")}</span>
        <span>{t("referral.username")}</span>
        <span>{t("referral.amount")}</span>
      </div>
      {entries.length === 0 ? (
        <p className="info-empty">{t("referral.empty")}</p>
      ) : (
        <VirtualRows key={which} entries={entries} label={label(which)} />
      )}
    </section>
  );
}

function VirtualRows({ entries, label }: { entries: readonly ReferralEntry[]; label: string }) {
  const { t } = useTranslation("information");
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollEl, setScrollEl] = useState<HTMLElement | null>(null);
  const [offset, setOffset] = useState(0);

  // The scrolling element is the tab panel; the list starts `offset` px into it.
  useLayoutEffect(() => {
    const list = listRef.current;
    const panel = list?.closest<HTMLElement>('[role="tabpanel"]') ?? null;
    setScrollEl(panel);
    if (!list || !panel) return;
    const measure = () =>
      setOffset(Math.round(list.getBoundingClientRect().top - panel.getBoundingClientRect().top + panel.scrollTop));
    measure();
    const content = panel.firstElementChild;
    if (typeof ResizeObserver === "undefined" || !content) return;
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollEl,
    estimateSize: () => ROW_PX,
    overscan: 6,
    scrollMargin: offset,
  });
  const lang = currentLocale();

  return (
    <ul
      ref={listRef}
      className="referral-rows"
      aria-label={label}
      data-testid="referral-rows"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const entry = entries[row.index];
        if (!entry) return null;
        return (
          <li
            key={row.key}
            className="referral-row"
            aria-setsize={entries.length}
            aria-posinset={row.index + 1}
            style={{ height: ROW_PX, transform: `translateY(${row.start - offset}px)` }}
          >
            <span>{formatStartAt(entry.start_at)}</span>
            <span className="referral-user">{entry.username}</span>
            <span className="referral-amount">
              <span className="sr-only">{t("referral.amount")} </span>
              {formatAmount(entry.amount, lang)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
