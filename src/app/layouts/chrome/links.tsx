import { Link, type LinkProps } from "react-router-dom";
import { currentLocale, localePath } from "@/shared/i18n";
import { getRuntimeConfig } from "@/shared/config";

/** A router link that keeps the current locale prefix. */
export function LocaleLink({ to, ...rest }: Omit<LinkProps, "to"> & { to: string }) {
  const [path, query] = to.split("?");
  return <Link to={localePath(currentLocale(), path ?? "/") + (query ? `?${query}` : "")} {...rest} />;
}

/** The support link from site info (LINE), opened outside the app. */
export function SupportLink({ className, children, label }: { className?: string; children: React.ReactNode; label?: string }) {
  return (
    <a className={className} aria-label={label} href={getRuntimeConfig().site.line} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
