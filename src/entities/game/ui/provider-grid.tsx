import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { Provider } from "@/shared/api";
import { currentLocale, localePath } from "@/shared/i18n";
import { RegionBoundary } from "@/shared/ui/region-boundary";

/** Provider logos linking to /lobby/{code}; fails alone like the game grids. */
export function ProviderGrid(props: { providers: readonly Provider[]; label: string }) {
  return (
    <RegionBoundary name={`provider-grid:${props.label}`}>
      <ProviderGridView {...props} />
    </RegionBoundary>
  );
}

function ProviderGridView({ providers, label }: { providers: readonly Provider[]; label: string }) {
  const { t } = useTranslation("game");
  if (providers.length === 0) return null;
  return (
    <ul className="provider-grid" aria-label={label}>
      {providers.map((p) => (
        <li key={p.code} className={p.active ? undefined : "is-unavailable"}>
          <Link to={localePath(currentLocale(), `/lobby/${p.code}`)} className="provider-link">
            <img src={p.logo} alt="" width={64} height={64} loading="lazy" decoding="async" />
            <span>{p.name}</span>
            {p.active ? null : <span className="provider-off">{t("maintenance")}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
