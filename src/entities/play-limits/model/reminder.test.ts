import { describe, expect, it } from "vitest";
import { depositedToday, readReminder, REMINDER_KEY, saveReminder, thaiToday } from "./reminder";

const item = (over: object) => ({ id: 1, type: "deposit" as const, amount: 100, bonus: 0, status: "completed", ...over });

describe("daily deposit reminder", () => {
  it("is kept on the device and cleared; anything unreadable counts as not set", () => {
    saveReminder(1500);
    expect(readReminder()).toBe(1500);
    saveReminder(null);
    expect(readReminder()).toBeNull();
    for (const raw of ["{", '{"amount":"x"}', '{"amount":-5}', "null"]) {
      localStorage.setItem(REMINDER_KEY, raw);
      expect(readReminder()).toBeNull();
    }
  });

  it("adds today's completed deposits in Thai time, not withdrawals, failed ones or yesterday's", () => {
    const now = Date.parse("2026-11-22T18:30:00Z"); // 01:30 on the 23rd in Bangkok
    expect(thaiToday(now)).toBe("2026-11-23");
    const history = [
      item({ amount: 300, created_at: "2026-11-23 00:10:00" }),
      item({ amount: 200, created_at: "2026-11-23 01:00:00" }),
      item({ amount: 999, created_at: "2026-11-22 23:59:59" }),
      item({ amount: 50, created_at: "2026-11-23 01:00:00", status: "deleted" }),
      item({ type: "withdraw", amount: 700, created_at: "2026-11-23 01:00:00" }),
      item({ amount: 80 }),
    ];
    expect(depositedToday({ history }, now)).toBe(500);
    expect(depositedToday({}, now)).toBe(0);
  });
});
