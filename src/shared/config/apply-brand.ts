import type { BrandCopy, Locale, RuntimeConfig } from "./schema";

/**
 * The brand on the page, as soon as config.json is in (before React's first render; the static
 * shell repaints in the brand's colours): colour tokens as CSS custom properties on <html>, the
 * title, favicon and theme colour. A few lines on purpose: this runs in the first screen's JS.
 */
export async function applyBrand(config: RuntimeConfig, doc: Document = document): Promise<void> {
  // Already loaded with the config check (runtime-config.ts): no request here.
  const { themeVariables } = await import("./theme");
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(themeVariables(config.brand.colors))) root.style.setProperty(name, value);
  doc.title = config.site.name;
  doc.querySelector('link[rel="icon"]')?.setAttribute("href", config.brand.favicon);
  doc.querySelector('meta[name="theme-color"]')?.setAttribute("content", config.brand.colors.background);
  for (const el of doc.querySelectorAll(".brand-name")) el.textContent = config.site.name;
}

/** A brand's own text for this locale (config.json `brand.copy`), else undefined: the dictionary's. */
export const brandCopy = (config: RuntimeConfig, locale: string, key: keyof BrandCopy): string | undefined => config.brand.copy[locale as Locale]?.[key];
