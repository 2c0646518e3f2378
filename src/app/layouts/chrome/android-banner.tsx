import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getRuntimeConfig } from "@/shared/config";
import { androidBannerDismissed } from "@/shared/config/storage-keys.json";
import { safeStorage } from "@/shared/lib/storage";

const KEY = androidBannerDismissed;

const isAndroidPhone = () => typeof navigator !== "undefined" && /Android/i.test(navigator.userAgent) && /Mobile/i.test(navigator.userAgent);

/** App download banner for mobile Android users; dismissal is remembered on the device. */
export function AndroidBanner() {
  const url = getRuntimeConfig().features.androidAppUrl;
  const [dismissed, setDismissed] = useState(() => safeStorage.get(KEY) === "1");
  if (!url || dismissed || !isAndroidPhone()) return null;
  return (
    <AndroidBannerView
      url={url}
      onDismiss={() => {
        safeStorage.set(KEY, "1");
        setDismissed(true);
      }}
    />
  );
}

/**
 * The banner itself. The prerendered first paint (static-shell.tsx) shows it without a link
 * (config.json is not read yet); src/app/boot.js decides whether it is shown at all.
 */
export function AndroidBannerView({ url, onDismiss }: { url?: string; onDismiss?: () => void }) {
  const { t } = useTranslation();
  return (
    <aside className="android-banner" data-testid="android-banner" aria-label={t("android.title")}>
      <span>{t("android.title")}</span>
      <a className="btn btn-gold btn-sm" href={url}>
        {t("android.install")}
      </a>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onDismiss}>
        {t("android.dismiss")}
      </button>
    </aside>
  );
}
