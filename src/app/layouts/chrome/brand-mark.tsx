import { getRuntimeConfig } from "@/shared/config";
import { LocaleLink } from "./links";

/** The brand's logo (its size from config.json, so nothing moves when it loads) and name, home link. */
export function BrandMark() {
  const { site, brand } = getRuntimeConfig();
  return (
    <LocaleLink to="/" className="brand" data-testid="brand">
      {/* No logo in the prerendered first paint: config.json names it. */}
      {brand.logo.url ? <img className="brand-logo" src={brand.logo.url} width={brand.logo.width} height={brand.logo.height} alt="" /> : null}
      <span className="brand-name">{site.name}</span>
    </LocaleLink>
  );
}
