// Production response headers for the static lobby files. The preview server
// used by `npm start` sends the same set, so e2e tests can check them; the
// README shows the equivalent nginx config.
import { bootScript } from "./boot-script.mjs";

export function securityHeaders({ apiOrigin = "'self'", frameOrigins = ["'self'"], imageHosts = [] } = {}) {
  const csp = [
    "default-src 'self'",
    `connect-src 'self' ${apiOrigin === "'self'" ? "" : apiOrigin}`.trim(),
    `img-src 'self' data: blob: ${imageHosts.join(" ")}`.trim(),
    "font-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // The inline boot script of index.html, by hash; nothing else inline.
    `script-src 'self' ${bootScript().csp}`,
    `frame-src ${frameOrigins.join(" ")}`,
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
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  };
}
