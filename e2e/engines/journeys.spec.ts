import { writeFile } from "node:fs/promises";
import path from "node:path";
import { $, type Loc, type Player } from "./player";
import { expect, PHONES, test } from "./fixtures";

/**
 * The core journeys, written once and run in Chromium, Firefox ESR and WebKitGTK (the engine projects
 * in playwright.config.ts). Each is what a player does on a phone and what they must see; the layout
 * checks measure boxes in the engine itself.
 */

const dialog = (name: string) => $.dialog(name);
const asMember = (p: Player) => p.until("a member's bottom bar", "() => document.querySelector('[data-testid=bottom-nav]')?.dataset.role === 'member'");
const at = (p: Player, path: string) => p.until(`the page at ${path}`, "(want) => location.pathname === want", path);
const memberBar = $.testId("member-bar");

// WebKitGTK under Xvfb draws and answers WebDriver about twice as slowly as the other two.
test.beforeEach(({ engine }) => test.slow(engine === "webkit"));

test("home: the app takes the first paint over and a tap on a category shows its games", async ({ player: p }) => {
  await p.open("/lobby/");
  await p.tap($.role("tab", "คาสิโน"));
  await p.hasAttr($.role("tab", "คาสิโน"), "aria-selected", "true");
  await p.tap($.button("เปิดเมนู"));
  await p.see($.testId("drawer").button("English"));
});

test("login: phone and password make a member", async ({ player: p }) => {
  await p.open("/lobby/login");
  const login = dialog("เข้าสู่ระบบ");
  await p.fill(login.field("เบอร์โทรศัพท์"), "0812345678");
  await p.fill(login.field("รหัสผ่าน"), "Lobby2026a");
  await p.tap(login.button("เข้าสู่ระบบ"));
  await asMember(p);
  await p.gone(login);
  expect(await p.location()).toBe("/lobby/");
});

/** The popup's content area shows its content, or scrolls; it stays inside the screen. */
async function fitsTheScreen(p: Player, popup: Loc, body: Loc) {
  // ENGINE_SHOTS=<dir>: each popup as the engine drew it, for a person to look at.
  if (process.env.ENGINE_SHOTS) {
    const name = `${p.engine}-${p.viewport.width}-${(await p.location()).replace(/\W+/g, "_")}-${Date.now()}.png`;
    await writeFile(path.join(process.env.ENGINE_SHOTS, name), await p.page.screenshot());
  }
  const outer = await p.box(popup);
  const inner = await p.box(body);
  expect(outer.top, "popup top inside the screen").toBeGreaterThanOrEqual(0);
  expect(outer.bottom, "popup bottom inside the screen").toBeLessThanOrEqual(p.viewport.height + 1);
  expect(outer.right, "popup inside the screen's width").toBeLessThanOrEqual(p.viewport.width + 1);
  // Either everything is shown, or the body scrolls (and is tall enough to read: at least a third of the screen).
  const shows = inner.scrollHeight <= inner.clientHeight + 1;
  const scrolls = ["auto", "scroll"].includes(inner.overflowY) && inner.clientHeight >= Math.min(inner.scrollHeight, p.viewport.height / 3);
  expect(shows || scrolls, `content ${inner.scrollHeight} px in a ${inner.clientHeight} px area (overflow-y ${inner.overflowY})`).toBe(true);
}

for (const [size, phone] of Object.entries(PHONES))
  test.describe(`${phone.width} px (${size})`, () => {
    test.use({ phone });
    test("information popup: every tab shows its content", async ({ player: p, seedMember }) => {
      await seedMember();
      await p.open("/lobby/?info=info");
      const popup = dialog("ข้อมูลสมาชิก");
      await p.see(popup.text("0812345678", { exact: true }));
      for (const tab of ["ข้อมูลส่วนตัว", "ข้อมูลฝาก-ถอน", "กิจกรรม", "แนะนำเพื่อน", "ข่าวสาร"]) {
        await p.tap(popup.role("tab", tab));
        await p.hasAttr(popup.role("tab", tab), "aria-selected", "true");
        await fitsTheScreen(p, popup, popup.role("tabpanel"));
      }
    });
  });

test("registration: phone, password and bank account make a member", async ({ player: p }) => {
  await p.open("/lobby/register");
  const phone = dialog("สมัครสมาชิก");
  await p.see(phone.text("ขั้นตอนที่ 1 จาก 3"));
  await p.fill(phone.field("เบอร์โทรศัพท์"), "0812345678");
  await p.tap(phone.button("ถัดไป"));
  const password = dialog("ตั้งรหัสผ่าน");
  await p.see(password.text("ขั้นตอนที่ 2 จาก 3"));
  await p.fill(password.field("รหัสผ่าน"), "Lobby2026a");
  await p.fill(password.field("ยืนยันรหัสผ่าน"), "Lobby2026a");
  await p.tap(password.button("ถัดไป"));
  const bank = dialog("ข้อมูลบัญชีธนาคาร");
  await p.tap(bank.text("ธนาคารกสิกรไทย", { exact: true }));
  await p.fill(bank.field("เลขบัญชี"), "0123456789");
  await p.fill(bank.field("ชื่อบัญชี"), "สมชาย ใจดี");
  await p.fill(bank.field("ไอดีไลน์"), "somchai.j");
  await p.tap(bank.button("สมัครสมาชิก"));
  await p.tap(dialog("สมัครสมาชิกสำเร็จ").button("ตกลง"));
  await asMember(p);
  await at(p, "/lobby/");
  expect(p.recorder.calls.filter((c) => c.startsWith("POST"))).toEqual(
    ["/register/phone", "/register/otp", "/register/password", "/register/bank-account", "/login"].map((path) => `POST ${path}`),
  );
});

test("password reset: phone, OTP and a new password lead back to the login popup", async ({ player: p }) => {
  await p.open("/lobby/login");
  await p.tap(dialog("เข้าสู่ระบบ").button("ลืมรหัสผ่าน?"));
  await at(p, "/lobby/forgetpassword");
  const start = dialog("ลืมรหัสผ่าน");
  await p.fill(start.field("เบอร์โทรศัพท์"), "0812345678");
  await p.tap(start.button("ขอรหัส OTP"));
  const otp = dialog("ยืนยันรหัส OTP");
  await p.fill(otp.field("รหัส OTP"), "123456");
  await p.tap(otp.button("ยืนยัน"));
  const next = dialog("ตั้งรหัสผ่านใหม่");
  await p.fill(next.field("รหัสผ่านใหม่"), "Lobby2026b");
  await p.fill(next.field("ยืนยันรหัสผ่านใหม่"), "Lobby2026b");
  await p.tap(next.button("บันทึกรหัสผ่าน"));
  await p.tap(dialog("เปลี่ยนรหัสผ่านสำเร็จ").button("เข้าสู่ระบบ"));
  await at(p, "/lobby/login");
  await p.see(dialog("เข้าสู่ระบบ").field("เบอร์โทรศัพท์"));
});

/**
 * Runs in the page: the popup's main button is on screen, or its popup scrolls to it, and a tap there
 * lands on it (nothing drawn over it). Returns how it is reached, or what is wrong.
 */
const REACH = `(el) => {
  const inView = () => { const r = el.getBoundingClientRect(); return r.top >= -1 && r.left >= -1 && r.bottom <= innerHeight + 1 && r.right <= innerWidth + 1; };
  let how = "in view";
  if (!inView()) {
    let s = el.parentElement;
    while (s && !(s.scrollHeight > s.clientHeight + 1 && (["auto", "scroll"].includes(getComputedStyle(s).overflowY) || s === document.scrollingElement))) s = s.parentElement;
    if (!s) return "outside the screen, and nothing scrolls to it";
    el.scrollIntoView({ block: "nearest" });
    if (!inView()) return "outside the screen even scrolled to";
    how = "scrolled to";
  }
  const r = el.getBoundingClientRect();
  const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return top && (top === el || el.contains(top)) ? how : "covered by " + (top ? top.outerHTML.slice(0, 120) : "nothing");
}`;
async function primaryInReach(p: Player, button: Loc) {
  expect(await p.page.onElement<string>(await p.see(button), REACH), `${button}`).toMatch(/^(in view|scrolled to)$/);
}

/**
 * Runs in the page: the member bar (in the sticky header) is drawn whole over the scrolled page: at
 * points along its middle the topmost element is the bar's, and the bottom nav stays below it.
 */
const BAR_CLEAR = `() => {
  const bar = document.querySelector("[data-testid=member-bar]");
  if (!bar) return "no member bar";
  const b = bar.getBoundingClientRect();
  if (b.top < -1 || b.bottom > innerHeight) return "member bar off screen: " + Math.round(b.top) + ".." + Math.round(b.bottom);
  for (const f of [0.05, 0.5, 0.95]) {
    const top = document.elementFromPoint(b.left + b.width * f, b.top + b.height / 2);
    if (!top || !bar.contains(top)) return "over the member bar at " + Math.round(b.width * f) + " px: " + (top ? top.outerHTML.slice(0, 120) : "nothing");
  }
  const nav = document.querySelector("[data-testid=bottom-nav]")?.getBoundingClientRect();
  if (nav && nav.top < b.bottom) return "bottom nav (top " + Math.round(nav.top) + ") over the member bar (bottom " + Math.round(b.bottom) + ")";
  return "clear";
}`;
/** A member's home, scrolled: nothing of the page (cards, bottom nav, announcement, toasts) over the member bar. */
async function memberBarClear(p: Player) {
  await p.see(memberBar.testId("credit"));
  await p.page.evaluate("() => window.scrollTo(0, 600)");
  await p.hasAttr($.testId("site-header"), "data-sticky", "true");
  expect(await p.page.evaluate<string>(BAR_CLEAR)).toBe("clear");
  await p.page.evaluate("() => window.scrollTo(0, 0)");
}

/**
 * A member taps deposit in the member bar: the reminder, the form, the promotion picker, the amount,
 * then the process popup whose countdown runs. Layout by measured boxes on the way.
 */
async function deposit(p: Player, pending: "pendingDepositBank" | "pendingDepositQr") {
  await memberBarClear(p);
  await p.tap(memberBar.button("ฝากเงิน"));
  await p.tap(dialog("แจ้งเตือนก่อนฝากเงิน").button("รับทราบ ฝากเงิน"));
  const form = dialog("ฝากเงิน");
  await p.tap(form.button("รับโปรโมชั่น คลิกที่นี่"));
  const picker = dialog("เลือกโปรโมชั่น");
  const choice = picker.button("เลือก ฝาก 100 รับ 50");
  await p.see(choice);
  await fitsTheScreen(p, picker, picker.css(".dialog-body"));
  await primaryInReach(p, choice);
  await primaryInReach(p, picker.button("ย้อนกลับ"));
  await p.tap(choice);
  await p.see(form.text("ฝาก 100 รับ 50", { exact: true }));
  await p.fill(form.field("จำนวนเงิน"), "500");
  p.recorder.scenario("/customers/profile", pending);
  await p.tap(form.button("ฝากเงิน"));
  const process = dialog("รายการฝากเงิน");
  const countdown = process.testId("countdown");
  const first = await p.text(countdown);
  expect(first).toMatch(/^(15:00|14:[45]\d)$/);
  expect(await p.changes(countdown, first)).toMatch(/^14:[45]\d$/);
  await fitsTheScreen(p, process, process.css(".dialog-body"));
  await primaryInReach(p, process.button("ยืนยันการโอน"));
  return process;
}

for (const [size, phone] of Object.entries(PHONES))
  test.describe(`${phone.width} px (${size}) deposit`, () => {
    test.use({ phone });
    test("by bank transfer: reminder, promotion picker, process popup with the account and a running countdown", async ({ player: p, seedMember }) => {
      await seedMember();
      await p.open("/lobby/");
      const process = await deposit(p, "pendingDepositBank");
      expect(await p.text(process.testId("to-account"))).toBe("4071234567");
      expect(p.recorder.calls).toContain("POST /requests/deposit/prepare");
    });
    test("by payment gateway: the same steps end on a QR code and its reference", async ({ player: p, seedMember }) => {
      await seedMember();
      p.recorder.scenario("/customers/profile", "depositQrCompleted"); // payment_gateway_status: true, nothing pending
      await p.open("/lobby/");
      const process = await deposit(p, "pendingDepositQr");
      await p.see(process.css("[role=img][aria-label='QR code สำหรับชำระเงิน']"));
      expect(await p.text(process.testId("process-reference"))).toBe("REF9002");
      expect(p.recorder.calls).toContain("POST /requests/deposit/payment-gateway");
    });
  });

test("withdraw: the member bar's withdraw, an amount, the process popup with a running countdown", async ({ player: p, seedMember }) => {
  await seedMember();
  await p.open("/lobby/");
  await p.tap(memberBar.button("ถอนเงิน"));
  const form = dialog("ถอนเงิน");
  await p.fill(form.field("จำนวนเงิน"), "300");
  p.recorder.scenario("/customers/profile", "pendingWithdraw");
  await p.tap(form.button("ถอนเงิน"));
  const process = dialog("กำลังดำเนินการถอนเงิน");
  expect(await p.text(process.testId("process-amount"))).toBe("300.00");
  const countdown = process.testId("countdown");
  const first = await p.text(countdown);
  expect(first).toMatch(/^(30:00|29:[45]\d)$/);
  expect(await p.changes(countdown, first)).toMatch(/^29:[45]\d$/);
});

test("locale switch: the drawer's English keeps the page under /lobby/en/ in English", async ({ player: p }) => {
  await p.open("/lobby/promotion");
  const lang = (want: string) => p.until(`html lang ${want}`, "(want) => document.documentElement.lang === want", want);
  await lang("th");
  await p.tap($.button("เปิดเมนู"));
  await p.tap($.testId("drawer").button("English"));
  await at(p, "/lobby/en/promotion");
  await lang("en");
  await p.see($.role("heading", "Promotions"));
});

test("game launch: a member taps a game and it opens full screen in its frame", async ({ player: p, seedMember }) => {
  await seedMember();
  await p.open("/lobby/lobby");
  await p.tap($.button("เล่น ผลไม้หยก"));
  const game = dialog("ผลไม้หยก");
  // The frame is sandboxed (an opaque origin the lobby cannot read): its page came from the server, not the worker's app shell.
  const page = "/lobby/game-frame.html?provider=pgsoft&game=mahjong-ways";
  expect(await p.attr(game.css("iframe"), "src")).toBe(page);
  await p.eventually("the game's page to be served", () => p.recorder.documents.includes(page));
  expect((await p.box(game)).width).toBeCloseTo(p.viewport.width, 0);
  expect(p.recorder.calls.some((c) => c.startsWith("GET /launch-game/netent/jade-fruit"))).toBe(true);
});

test("service worker: registered for /lobby/ after the first load, in control of the next", async ({ player: p }) => {
  await p.open("/lobby/");
  const worker = await p.until<{ scope: string; script: string }>(
    "the service worker to be ready",
    "async () => { const r = await navigator.serviceWorker.ready; return r.active && { scope: new URL(r.scope).pathname, script: new URL(r.active.scriptURL).pathname }; }",
  );
  expect(worker).toEqual({ scope: "/lobby/", script: "/lobby/sw.js" });
  await p.open("/lobby/promotion");
  await p.until("the page to be controlled by the worker", "() => navigator.serviceWorker.controller?.scriptURL.endsWith('/lobby/sw.js')");
});

const VAPID = "BNt_0Eoz_YWJ5eYFtEfdfPg-bIHeMUjYFmxrB2EyxNKVrONr6enSgtuMcV4LiE0MO7NjCcjzEwYpe1bsi4xz9Pc";
/** What the switch says once tapped, per engine with a PushManager (offline: no push service either way). */
const PUSH_TAPPED = {
  // Headless Chromium refuses the permission by itself: explained, the switch stays off.
  chromium: "เบราว์เซอร์ปิดการแจ้งเตือนของเว็บนี้ไว้",
  // Firefox asks the player in its own prompt, which no one answers here: the switch waits, nothing is subscribed.
  firefox: "กำลังตั้งค่า…",
};
test("push: WebKitGTK has no PushManager and the lobby offers none; in Chromium and Firefox ESR the switch hands over to the browser, which subscribes nothing offline, without a page error", async ({
  player: p,
  seedMember,
}) => {
  p.recorder.config({ push: { vapidPublicKey: VAPID } });
  await seedMember();
  await p.open("/lobby/?info=info");
  const info = dialog("ข้อมูลสมาชิก");
  const toggle = info.role("switch", "การแจ้งเตือน");
  const hasPush = await p.page.evaluate<boolean>("() => 'PushManager' in window");
  if (p.engine === "webkit") {
    expect(hasPush, "PushManager in WebKitGTK").toBe(false);
    await p.see(info.text("เบราว์เซอร์นี้แสดงการแจ้งเตือนของเว็บไม่ได้"));
    expect(await p.attr(toggle, "disabled")).not.toBeNull();
    return;
  }
  expect(hasPush, `PushManager in ${p.engine}`).toBe(true);
  await p.see(info.text("แจ้งบนอุปกรณ์นี้เมื่อเงินฝากเข้าเครดิต"));
  await p.tap(toggle);
  await p.see(info.text(PUSH_TAPPED[p.engine]));
  expect(await p.page.evaluate<boolean>("() => document.querySelector('dialog[open] [role=switch]').checked")).toBe(false);
  expect(p.recorder.calls.filter((c) => c.includes("push-subscriptions"))).toEqual([]);
});
