import { expect, type Locator } from "@playwright/test";

/** What the fit specs measure on a phone (phone-fit, popups-fit). */

/** An element's box; it has one. */
export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, "element has a box").not.toBeNull();
  return box!;
}

/** In a tab strip inside `within`: the selected tab lies fully inside the strip's visible part, the strip and the tab are ≥ 44 px tall, and no tab cuts its label. */
export async function expectSelectedTabInView(within: Locator) {
  const strip = within.getByRole("tablist");
  const selected = strip.locator('[aria-selected="true"]');
  await expect(async () => {
    const s = await boxOf(strip);
    const tab = await boxOf(selected);
    expect(s.height).toBeGreaterThanOrEqual(44);
    expect(tab.height).toBeGreaterThanOrEqual(44);
    expect(tab.x).toBeGreaterThanOrEqual(s.x - 1);
    expect(tab.x + tab.width).toBeLessThanOrEqual(s.x + s.width + 1);
  }).toPass({ timeout: 30_000 });
  // Labels whole: no tab cuts its own text.
  const cut = await strip.getByRole("tab").evaluateAll((tabs) => tabs.filter((t) => t.scrollWidth > t.clientWidth + 1).length);
  expect(cut).toBe(0);
}
