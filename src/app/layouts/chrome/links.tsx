import { Link, type LinkProps } from "react-router-dom";
import { currentLocale, localePath } from "@/shared/i18n";
import { useRuntimeConfig } from "@/shared/config";

/** A path inside the app ("/deposit", "/?info=info") in the current locale. */
export function localeTo(to: string): string {
  const [path, query] = to.split("?");
  return localePath(currentLocale(), path ?? "/") + (query ? `?${query}` : "");
}

/** A router link that keeps the current locale prefix. */
export function LocaleLink({ to, ...rest }: Omit<LinkProps, "to"> & { to: string }) {
  return <Link to={localeTo(to)} {...rest} />;
}

/** The support link from site info (LINE), opened outside the app. */
export function SupportLink({ className, children, label }: { className?: string; children: React.ReactNode; label?: string }) {
  const line = useRuntimeConfig()?.site.line;
  return (
    <a className={className} aria-label={label} href={line || undefined} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
