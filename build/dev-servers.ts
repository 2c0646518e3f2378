import type { ProxyOptions, ServerOptions } from "vite";
import { API_HEADERS } from "../scripts/security-headers.mjs";

/** API answers carry API_HEADERS over whatever the upstream sent, as nginx sends them (docs/deployment.md). */
const apiHeaders: ProxyOptions["configure"] = (proxy) =>
  proxy.on("proxyRes", (res) => {
    for (const [name, value] of Object.entries(API_HEADERS)) res.headers[name.toLowerCase()] = value;
  });

// Prism serves the contract's paths at its root, so the proxy strips /lobby/api
// (see docs/mock-and-journeys.md). The same proxy serves dev and preview.
export function mockProxy(prismPort = Number(process.env.PRISM_PORT ?? 4010)): Record<string, ProxyOptions> {
  const prism: ProxyOptions = {
    target: `http://127.0.0.1:${prismPort}`,
    changeOrigin: true,
    rewrite: (p) => p.replace(/^\/lobby\/api/, ""),
    configure: apiHeaders,
  };
  return { "/lobby/api": prism, "/postback": { target: prism.target, changeOrigin: true, configure: apiHeaders } };
}

/** Dev and preview on 127.0.0.1 at a fixed port (the e2e and bench runs choose it), both proxying the mock. */
export const localServer = (port: number): ServerOptions => ({ port, strictPort: true, host: "127.0.0.1", proxy: mockProxy() });
