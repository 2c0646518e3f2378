import type { Profile } from "@/shared/api";

/**
 * Daily deposit reminder (product extension, docs/product-decisions.md, "Responsible play"): an amount the player
 * sets for themselves, kept on this device only. Deposits past it are not blocked; the deposit
 * popup reminds them of it with today's total from the server's history.
 */
export const REMINDER_KEY = "lobby.deposit-reminder";

export function readReminder(storage: Storage = localStorage): number | null {
  try {
    const value = Number(JSON.parse(storage.getItem(REMINDER_KEY) ?? "null")?.amount);
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function saveReminder(amount: number | null, storage: Storage = localStorage): void {
  if (amount === null) storage.removeItem(REMINDER_KEY);
  else storage.setItem(REMINDER_KEY, JSON.stringify({ amount }));
}

/** Today's date in Thai time (UTC+7, no daylight saving), as the history's `YYYY-MM-DD`. */
export const thaiToday = (now: number): string => new Date(now + 7 * 3_600_000).toISOString().slice(0, 10);

/** Completed deposits of today (Thai time) in the profile's history. */
export function depositedToday(profile: Pick<Profile, "history">, now: number): number {
  const today = thaiToday(now);
  return (profile.history ?? [])
    .filter((h) => h.type === "deposit" && h.status === "completed" && h.created_at?.startsWith(today))
    .reduce((sum, h) => sum + (Number.isFinite(h.amount) ? h.amount : 0), 0);
}
