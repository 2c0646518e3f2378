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
 * The CSP sources a runtime config needs: the API, postback and banner-click sink origins in
 * connect-src, 'self' (the trial page, the contract's relative launch URL) plus the configured
 * game origins and the trial page's origin in frame-src.
 */
export function policyFromConfig(config) {
  // Each one becomes a CSP source: anything but an origin (a space, a `;`) would add directives.
  for (const o of config.gameFrameOrigins ?? []) {
    if (o !== "'self'" && originOf(o) !== o) throw new Error(`config.json gameFrameOrigins: not an http(s) origin: ${o}`);
  }
  return {
    connectOrigins: unique([config.apiBaseUrl, config.postbackUrl, config.bannerClickSink].map(originOf)),
    frameOrigins: unique(["'self'", ...(config.gameFrameOrigins ?? []), originOf(config.trialPageUrl)]),
  };
}

/**
 * `scriptHashes`: the CSP sources of the inline scripts; by default the boot script's (the one
 * inline script of index.html). nginx-site.mjs passes the hashes read from the built index.html.
 */
export function securityHeaders({ connectOrigins = [], frameOrigins = ["'self'"], imageHosts = [], scriptHashes = [bootScript().csp] } = {}) {
  const csp = [
    "default-src 'self'",
    ["connect-src 'self'", ...connectOrigins].join(" "),
    ["img-src 'self' data: blob:", ...imageHosts].join(" "),
    "font-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // The inline boot script of index.html, by hash; nothing else inline.
    ["script-src 'self'", ...scriptHashes].join(" "),
    `frame-src ${unique(frameOrigins).join(" ")}`,
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
