import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";
import type { Provider } from "@/shared/api";
import { currentLocale, localePath } from "@/shared/i18n";
import { RegionBoundary } from "@/shared/ui/region-boundary";
import styles from "./provider-grid.module.css";

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
    <ul className={styles.providerGrid} aria-label={label}>
      {providers.map((p) => (
        <li key={p.code} className={p.active ? undefined : styles.isUnavailable}>
          <Link to={localePath(currentLocale(), `/lobby/${p.code}`)} className={styles.providerLink}>
            <img src={p.logo} alt="" width={64} height={64} loading="lazy" decoding="async" />
            <span>{p.name}</span>
            {p.active ? null : <span className={styles.providerOff}>{t("maintenance")}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
