// @vitest-environment node
import { describe, expect, it } from "vitest";
import { PUSH_EXAMPLES as examples } from "@/dev/scenarios";
import th from "@/features/push/locales/th.json";
import en from "@/features/push/locales/en.json";
import cn from "@/features/push/locales/cn.json";
import { notificationTarget, notificationText, readPushPayload, type PushDictionary, type PushPayload } from "@/shared/api/push";

const payload = (name: string): PushPayload => {
  const r = readPushPayload(JSON.stringify(examples[name]?.value));
  if (!r.ok) throw new Error(`${name}: ${r.problem}`);
  return r.payload;
};
const dictionaries = { th: th.notification, en: en.notification, cn: cn.notification } as Record<"th" | "en" | "cn", PushDictionary>;

describe("readPushPayload: the contract's PushPayload", () => {
  it("reads every named example of webhooks.pushMessage", () => {
    expect(Object.keys(examples).sort()).toEqual(["announcement", "depositCredited", "newPromotion", "withdrawalFailed", "withdrawalPaid"]);
    for (const [name, { value }] of Object.entries(examples)) expect(readPushPayload(JSON.stringify(value)), name).toEqual({ ok: true, payload: value });
  });

  it.each([
    ["no data", null, /no data/],
    ["empty data", "", /no data/],
    ["plain text", "Deposit credited", /not JSON/],
    ["an unknown type", JSON.stringify({ type: "jackpot", params: { amount: 1 } }), /\/type/],
    ["a money message without its amount", JSON.stringify({ type: "deposit_credited" }), /params/],
    ["an amount sent as a string", JSON.stringify({ type: "withdrawal_paid", params: { amount: "500" } }), /amount/],
    ["a promotion without text", JSON.stringify({ type: "promotion", path: "/lobby/" }), /text/],
    ["text without Thai", JSON.stringify({ type: "announcement", text: { en: { title: "Hi", body: "x" } } }), /th/],
    ["a field the contract does not have", JSON.stringify({ type: "announcement", text: { th: { title: "ก", body: "ข" } }, html: "<b>x</b>" }), /additional/],
    ["a list instead of an object", "[]", /object/],
  ])("refuses %s, with the reason for the log", (_name, text, reason) => {
    const r = readPushPayload(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem).toMatch(reason);
  });
});

describe("notificationText: the player's language", () => {
  it("translates a money message with its amount and reference in th, en and cn", () => {
    const p = payload("depositCredited");
    expect(notificationText(p, "th", dictionaries.th)).toEqual({ title: "เงินฝากเข้าแล้ว", body: "ฝาก 500.00 บาท เข้าเครดิตเรียบร้อย\nเลขอ้างอิง DP-LIVE-9401" });
    expect(notificationText(p, "en", dictionaries.en)).toEqual({
      title: "Deposit credited",
      body: "Your deposit of 500.00 baht is in your credit\nReference DP-LIVE-9401",
    });
    expect(notificationText(p, "cn", dictionaries.cn)).toEqual({ title: "存款已到账", body: "您存入的 500.00 泰铢已计入余额\n参考编号 DP-LIVE-9401" });
  });

  it("leaves the reference line out when the server sent none", () => {
    const p: PushPayload = { type: "withdrawal_failed", params: { amount: 1000 } };
    expect(notificationText(p, "en", dictionaries.en).body).toBe("1,000.00 baht was not sent to your bank. Tap to see where it is");
  });

  it("shows the server's own text in the player's language, Thai where that language is missing", () => {
    expect(notificationText(payload("newPromotion"), "cn", dictionaries.cn)).toEqual({ title: "新优惠", body: "首次存款获得100%奖金" });
    expect(notificationText(payload("announcement"), "en", dictionaries.en)).toEqual({ title: "ประกาศ", body: "ปิดปรับปรุงระบบ 02:00-04:00 น." });
  });
});

describe("notificationTarget: where a tap opens the lobby", () => {
  const base = "https://play.example/lobby/";
  it.each([
    ["/lobby/history", "https://play.example/lobby/history", "/history"],
    ["/lobby/?info=history", "https://play.example/lobby/?info=history", "/?info=history"],
    ["/lobby/en/slots#top", "https://play.example/lobby/en/slots#top", "/en/slots#top"],
    ["/lobby/", "https://play.example/lobby/", "/"],
  ])("opens %s, a lobby page on the lobby's origin", (path, url, appPath) => {
    expect(notificationTarget(path, base)).toEqual({ url, appPath });
  });

  it.each([
    ["another site", "https://evil.example/lobby/"],
    ["a protocol-relative address", "//evil.example/lobby/"],
    ["a backslash trick", "/\\evil.example/lobby/"],
    ["a script", "javascript:alert(1)"],
    ["a page outside the lobby", "/admin/"],
    ["a look-alike prefix", "/lobbyx/"],
    ["a climb out of the lobby", "/lobby/../admin/"],
    ["the API", "/lobby/api/customers/profile"],
    ["the runtime config", "/lobby/config.json"],
    ["a relative path", "lobby/"],
    ["no path", undefined],
    ["a number", 42],
  ])("opens home for %s", (_name, path) => {
    expect(notificationTarget(path, base)).toEqual({ url: "https://play.example/lobby/", appPath: "/" });
  });
});
