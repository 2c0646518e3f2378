import type { Locator, Page } from "@playwright/test";

/** Hostile values every input is fed (the R-VAL forms get them after merge). */
export const HOSTILE_VALUES: readonly { name: string; value: string }[] = [
  { name: "empty", value: "" },
  { name: "too long (10,000 chars)", value: "9".repeat(10_000) },
  { name: "non-numeric", value: "abc-12.5e3" },
  { name: "Thai digits", value: "๐๘๑๒๓๔๕๖๗๘" },
  { name: "emoji", value: "🎰💰🙂" },
  { name: "leading/trailing spaces", value: "  0812345678  " },
  { name: "pasted HTML", value: '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>' },
];

/**
 * Puts `value` into a field the way a player would: typed for short values,
 * pasted (insertText, like a clipboard paste) for long ones or when asked.
 */
export async function feedField(page: Page, field: Locator, value: string, { paste = value.length > 200 } = {}): Promise<void> {
  await field.click();
  await field.fill("");
  if (!value) {
    await field.blur();
    return;
  }
  if (paste) await page.keyboard.insertText(value);
  else await field.pressSequentially(value);
  await field.blur();
}
