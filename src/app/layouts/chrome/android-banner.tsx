import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getRuntimeConfig } from "@/shared/config";
import { useHydrated } from "@/shared/lib/hydration";
import { androidBannerDismissed } from "@/shared/config/storage-keys.json";
import { safeStorage } from "@/shared/lib/storage";

const KEY = androidBannerDismissed;

const isAndroidPhone = () => typeof navigator !== "undefined" && /Android/i.test(navigator.userAgent) && /Mobile/i.test(navigator.userAgent);

/** App download banner for mobile Android users; dismissal is remembered on the device. */
export function AndroidBanner() {
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(() => safeStorage.get(KEY) === "1");
  // The first paint holds the banner for every visitor; src/app/boot.js shows it on an Android
  // phone that has not dismissed it (class shell-android, index.html). The app decides after.
  if (!hydrated) return <AndroidBannerView firstPaint />;
  const url = getRuntimeConfig().features.androidAppUrl;
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
 * The banner itself. The prerendered first paint shows it without a link (config.json is not
 * read yet); src/app/boot.js decides whether it is shown at all.
 */
function AndroidBannerView({ url, onDismiss, firstPaint = false }: { url?: string; onDismiss?: () => void; firstPaint?: boolean }) {
  const { t } = useTranslation();
  return (
    <aside className={firstPaint ? "android-banner shell-android" : "android-banner"} data-testid="android-banner" aria-label={t("android.title")}>
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
