import { getRuntimeConfig, useRuntimeConfig } from "@/shared/config";
import { LocaleLink } from "./links";

/** The brand's logo (its size from config.json, so nothing moves when it loads) and name, home link. */
export function BrandMark() {
  // The name is in the first paint's markup as soon as config.json is read (applyBrand writes it
  // there before the app takes the first paint over), so the app renders it from the start.
  const { site } = getRuntimeConfig();
  // No logo in the prerendered first paint: it follows right after the take-over.
  const logo = useRuntimeConfig()?.brand.logo;
  return (
    <LocaleLink to="/" className="brand" data-testid="brand">
      {logo?.url ? <img className="brand-logo" src={logo.url} width={logo.width} height={logo.height} alt="" /> : null}
      <span className="brand-name">{site.name}</span>
    </LocaleLink>
  );
}
