import { $, type Loc, type Player } from "./player";
import { expect, PHONES, test } from "./fixtures";

/**
 * The core journeys, written once and run in Chromium, Firefox ESR and WebKitGTK (the engine projects
 * in playwright.config.ts). Each is what a player does on a phone and what they must see; the layout
 * checks measure boxes in the engine itself.
 */

const dialog = (name: string) => $.dialog(name);
const asMember = (p: Player) => p.until("a member's bottom bar", "() => document.querySelector('[data-testid=bottom-nav]')?.dataset.role === 'member'");

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
