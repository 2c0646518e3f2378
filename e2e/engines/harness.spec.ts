import { CAPTURE_KEY, PLANT_PATH } from "./recorder";
import { expect, test } from "./fixtures";

/**
 * The suite's own guard, in each engine: what would fail a journey is seen. Each case makes one kind of
 * failure on purpose, checks that it was recorded, then clears it (so only the check decides).
 */
test("an uncaught error, an unhandled rejection and an unasked 4XX are all seen", async ({ player: p }) => {
  await p.open("/lobby/");
  await p.page.evaluate(`() => {
    const s = document.createElement("script");
    s.src = ${JSON.stringify(PLANT_PATH)};
    document.head.append(s);
    void fetch("/lobby/api/customers/profile");
  }`);
  const caught = await p.until<string[]>(
    "the page's errors",
    `() => {
    const list = JSON.parse(sessionStorage.getItem(${JSON.stringify(CAPTURE_KEY)}) || "[]");
    return list.length >= 2 && list;
  }`,
  );
  expect(caught.join("\n")).toMatch(/uncaught error: .*planted error/);
  expect(caught.join("\n")).toMatch(/unhandled rejection: .*planted rejection/);
  await expect.poll(() => p.recorder.problems.join("\n")).toMatch(/unasked 401 on GET \/customers\/profile/);
  // The capture script also reports each error to the recorder (a beacon): both in before the slate is cleared.
  await expect.poll(() => p.recorder.problems.filter((x) => /planted (error|rejection)/.test(x)).length).toBe(2);
  await p.page.evaluate(`() => sessionStorage.removeItem(${JSON.stringify(CAPTURE_KEY)})`);
  p.recorder.problems.length = 0;
});

test("a contract violation in a request is seen", async ({ player: p }) => {
  await p.open("/lobby/");
  await p.page.evaluate(
    `() => fetch("/lobby/api/login", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "phone=1" })`,
  );
  await expect.poll(() => p.recorder.problems.join("\n")).toMatch(/contract violation on POST \/login/);
  p.recorder.problems.length = 0;
});

test("scrollbars follow the dark theme where the engine lets a page style them", async ({ player: p }) => {
  await p.open("/lobby/");
  const styled = await p.page.evaluate<{ supported: boolean; color: string; width: string }>(`() => {
    const strip = document.querySelector("[role=tablist]") || document.documentElement;
    const s = getComputedStyle(strip);
    return { supported: CSS.supports("scrollbar-color: red blue"), color: s.scrollbarColor, width: s.scrollbarWidth };
  }`);
  // WebKitGTK 2.50 has neither property (its scrollbars are drawn by GTK's dark theme); Firefox and Chromium do.
  if (styled.supported) expect(styled).toEqual({ supported: true, color: "rgb(58, 47, 107) rgba(0, 0, 0, 0)", width: "thin" });
  else expect(p.engine).toBe("webkit");
});
