import type { Locator, Page } from "@playwright/test";
import { expect, openLobby, seedMember, PHONE_DPR, test } from "./fixtures";
import { expectSelectedTabInView } from "./fit-kit";

// What the phone draws: at its own pixel ratio.
test.use({ deviceScaleFactor: PHONE_DPR });

/**
 * A 360–390 px phone in th/en/cn (issue 29 item 7), by measured boxes: opaque sticky bars with the
 * toasts' place below them, buttons on one line (never a stranded character), a tab strip that says
 * it scrolls and cuts no label, a popup's primary action in view. One test per width.
 */
const LOCALES = ["", "/en", "/cn"];

/** Lines of text a button's label takes (distinct line boxes of its text). */
const labelLines = (buttons: Locator) =>
  buttons.evaluateAll((els) =>
    els
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        return { label: (el.textContent ?? "").trim(), lines: tops.size };
      }),
  );
const oneLine = async (buttons: Locator) => {
  // What a tap opens may load first (the game launcher is a chunk of its own): measure once it is on screen.
  await expect(buttons.first()).toBeVisible();
  const measured = await labelLines(buttons);
  expect(measured.length).toBeGreaterThan(0);
  expect(measured.filter((b) => b.lines > 1)).toEqual([]);
};

/** Alpha of an element's computed background colour (1 = opaque). */
const alpha = (el: Locator) =>
  el.evaluate((e) => {
    const m = /rgba?\(([^)]+)\)/.exec(getComputedStyle(e).backgroundColor);
    const parts = m?.[1]?.split(/[ ,/]+/).filter(Boolean) ?? [];
    return parts.length > 3 ? Number(parts[3]) : 1;
  });

async function navigate(page: Page, url: string) {
  // In-app (the router follows popstate): a full load per step would double the time.
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, url);
}

for (const width of [360, 390]) {
  test(`${width} px phone in th, en and cn`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 740 });
    // Guests: the promotion cards' "register to claim" buttons keep their label on one line.
    // Guests: the promotion cards' "register to claim" buttons and the register-to-play invitation's
    // three buttons keep their label on one line (Chinese left one character on a second line).
    for (const locale of LOCALES) {
      await openLobby(page, `/lobby${locale}/promotion`);
      await oneLine(page.locator("main .btn"));
      await navigate(page, `/lobby${locale}/lobby`);
      await page
        .getByRole("button", { name: /ผลไม้หยก|Jade Fruit/ })
        .first()
        .click({ timeout: 20_000 });
      await oneLine(page.locator("dialog[open] .dialog-foot .btn"));
    }
    await seedMember(page);
    for (const locale of LOCALES) {
      // A short screen (568 px, a small phone) so the form is longer than the popup can show.
      await page.setViewportSize({ width, height: 568 });
      await openLobby(page, `/lobby${locale}/withdraw`);
      const form = page.getByRole("dialog").filter({ has: page.getByTestId("turnover-left") });
      await expect(form).toBeVisible();
      // The primary action is in view inside the popup, however long the form (turnover note, bank, credit).
      const submit = form.locator("button[type=submit]");
      const [box, dialogBox] = [await submit.boundingBox(), await form.boundingBox()];
      expect(box && dialogBox && box.y + box.height <= Math.min(dialogBox.y + dialogBox.height, 568) + 0.5).toBe(true);
      await oneLine(form.locator(".money-actions .btn"));
      await form.getByRole("button", { name: /ยกเลิก|Cancel|取消/ }).click();
      await page.setViewportSize({ width, height: 740 });

      // Sticky bars are opaque; the toasts' container starts below the header and its member bar.
      await page.mouse.wheel(0, 1200);
      const header = page.getByTestId("site-header");
      await expect(header).toHaveAttribute("data-sticky", "true");
      expect(await alpha(header)).toBe(1);
      expect(await alpha(page.getByTestId("bottom-nav"))).toBe(1);
      const headerBottom = (await header.boundingBox())!;
      const notices = (await page.locator(".notices").boundingBox()) ?? { y: await page.locator(".notices").evaluate((e) => e.getBoundingClientRect().top) };
      expect(notices.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);

      // The member centre's tab strip: every label whole inside its tab, and an edge marked when tabs lie past it.
      await navigate(page, `/lobby${locale}/?info=info`);
      const strip = page.getByRole("dialog").getByRole("tablist");
      await expect(strip).toBeVisible();
      const cut = await strip.evaluate((s) =>
        [...s.querySelectorAll<HTMLElement>("[role=tab]")].filter((t) => t.scrollWidth > t.clientWidth + 1).map((t) => t.textContent),
      );
      expect(cut).toEqual([]);
      const markedIfOverflowing = () => strip.evaluate((s) => s.hasAttribute("data-more-end") === s.scrollWidth > s.clientWidth + 1);
      await expect.poll(markedIfOverflowing).toBe(true);
      // Labels that change width later (their web font arrives) without the strip's box changing move the mark too.
      const tabStyle = (style: { fontSize: string; paddingInline: string }) =>
        strip.evaluate((s, st) => s.querySelectorAll<HTMLElement>("[role=tab]").forEach((t) => Object.assign(t.style, st)), style);
      const marked = () => strip.evaluate((s) => s.hasAttribute("data-more-end"));
      await tabStyle({ fontSize: "4px", paddingInline: "0px" });
      await expect.poll(marked).toBe(false);
      await tabStyle({ fontSize: "", paddingInline: "48px" });
      await expect.poll(marked).toBe(true);
      await tabStyle({ fontSize: "", paddingInline: "" });
      await expect.poll(markedIfOverflowing).toBe(true);
      // A link to a far tab: selected and scrolled wholly into the strip's visible part.
      await navigate(page, `/lobby${locale}/?info=referral`);
      await expect(page.getByTestId("referral-link")).toBeVisible();
      await expectSelectedTabInView(page.getByRole("dialog"));
    }
  });
}
