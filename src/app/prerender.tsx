// Build-time entry (build/first-paint.ts, environment "prerender"; never part of the app's bundle):
// renders the first paint of index.html per locale from the app's own components.
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { fork } from "effector";
import { $session } from "@/entities/session";
import { createAppQueryClient } from "@/shared/api";
import { setRuntimeConfig, type RuntimeConfig } from "@/shared/config";
import { i18n, initI18n, localePath, localeToTag, type Locale } from "@/shared/i18n";
import { StaticShell } from "./static-shell";

/**
 * config.json is read by the browser, per deployment: what depends on it (the site name, the
 * support and app links) is left empty in the first paint and rendered by the app.
 */
const UNKNOWN_UNTIL_RUNTIME: RuntimeConfig = {
  apiBaseUrl: "",
  postbackUrl: "",
  site: { name: "", url: "", line: "", referral: "" },
  features: { realOtp: false, androidAppUrl: null },
  bannerClickSink: null,
  gameFrameOrigins: [],
  trialPageUrl: null,
  // The brand's logo, marks and links come with config.json; its colours are the stylesheet's defaults until then.
  brand: {
    logo: { url: "", width: 0, height: 0 },
    favicon: "",
    manifest: { shortName: "", icons: [] },
    colors: { background: "", surface: "", primary: "", onPrimary: "", accent: "", text: "", success: "", danger: "" },
    copy: {},
    trustMarks: { payments: [], providers: [] },
    supportLinks: [],
  },
  responsiblePlay: { adultsMark: false, page: false, realityCheckMinutes: null, depositReminder: false },
};

export interface FirstPaint {
  /** The markup that goes inside #root. */
  html: string;
  /** `<html lang>`. */
  lang: string;
  /** The page's meta description in this locale. */
  description: string;
}

export async function renderFirstPaint(locale: Locale): Promise<FirstPaint> {
  setRuntimeConfig(UNKNOWN_UNTIL_RUNTIME);
  await initI18n(locale, ["common", "home", "lobby"]);
  const guest = fork();
  // A member whose profile is still on its way: the member bar's placeholders.
  const member = fork({ values: [[$session, { token: "", expiresAt: Number.MAX_SAFE_INTEGER }]] });
  const queryClient = createAppQueryClient();
  const html = renderToString(
    <StaticRouter basename="/lobby/" location={`/lobby${localePath(locale, "/")}`}>
      <StaticShell guest={guest} member={member} queryClient={queryClient} />
    </StaticRouter>,
  );
  // The profile query's garbage-collection timer (an hour) would keep the build running.
  queryClient.clear();
  return { html, lang: localeToTag(locale), description: i18n.t("home:metaDescription") };
}
