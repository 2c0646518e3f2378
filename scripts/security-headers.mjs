// The lobby's response header policy, in one place: `vite preview` (npm start, e2e) sends it from
// vite.config.ts and deploy/nginx.conf gets it through scripts/nginx-site.mjs, which writes the
// same values into the server's generated include. Per-deployment origins come from config.json.
import { bootScript } from "./boot-script.mjs";

/** Sent only over TLS (nginx: when the request came in over https, directly or via a terminator). */
export const HSTS = "max-age=63072000; includeSubDomains";

/** The origin of a config URL, or null for a path on the lobby's own origin (or no URL). */
export function originOf(url) {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null; // a path: same origin
  }
}

const unique = (list) => [...new Set(list.filter(Boolean))];

/**
 * The CSP sources a runtime config needs: the API, postback, banner-click sink and field-report collector origins in
 * connect-src; in frame-src the configured game origins and the trial page's origin only ('self'
 * when the list names it or the trial page is a path on the lobby's origin), so a game page that
 * redirects or navigates itself to the lobby's own origin is blocked unless the site asked for it.
 */
export function policyFromConfig(config) {
  // Each one becomes a CSP source: anything but an origin (a space, a `;`) would add directives.
  for (const o of config.gameFrameOrigins ?? []) {
    if (o !== "'self'" && originOf(o) !== o) throw new Error(`config.json gameFrameOrigins: not an http(s) origin: ${o}`);
  }
  return {
    connectOrigins: unique([config.apiBaseUrl, config.postbackUrl, config.bannerClickSink, config.fieldReports?.collectorUrl].map(originOf)),
    frameOrigins: unique([...(config.gameFrameOrigins ?? []), config.trialPageUrl ? (originOf(config.trialPageUrl) ?? "'self'") : null]),
  };
}

/**
 * `scriptHashes`: the CSP sources of the inline scripts; by default the boot script's (the one
 * inline script of index.html). nginx-site.mjs passes the hashes read from the built index.html.
 */
export function securityHeaders({ connectOrigins = [], frameOrigins = [], imageHosts = [], scriptHashes = [bootScript().csp] } = {}) {
  const csp = [
    "default-src 'self'",
    ["connect-src 'self'", ...connectOrigins].join(" "),
    ["img-src 'self' data: blob:", ...imageHosts].join(" "),
    "font-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // The inline boot script of index.html, by hash; nothing else inline.
    ["script-src 'self'", ...scriptHashes].join(" "),
    `frame-src ${unique(frameOrigins).join(" ") || "'none'"}`,
    // 'self': the lobby frames its own game-frame page (trial play, relative launch URLs).
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
  ].join("; ");
  return {
    "Content-Security-Policy": csp,
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  };
}

/**
 * API answers (/lobby/api/ and the postback), whatever the backend sends: never a page in a frame or
 * a window with the lobby's origin. `sandbox` gives a document rendered from an answer an opaque
 * origin without scripts; `frame-ancestors 'none'` and X-Frame-Options keep it out of any frame.
 */
export const API_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; sandbox; frame-ancestors 'none'",
  "X-Frame-Options": "DENY",
};
