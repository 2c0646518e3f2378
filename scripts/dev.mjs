// npm run dev: Vite dev server (with the mock scenario panel) + Prism serving the contract.
// npm run dev -- --upstream <api-base-url>: Vite in front of your server instead, through the
// validating proxy (verify/proxy.mjs) on PRISM_PORT: every answer that breaks the contract
// is printed here (operation, path, what broke) and shown in a development-only overlay in the
// page (verify/overlay.mjs), and still reaches the browser unchanged.
//   npm run dev -- --upstream http://127.0.0.1:8000/lobby/api
// npm run dev -- --brand lagoon (or LOBBY_BRAND=lagoon): that brand's config.json (scripts/brand.mjs).
import path from "node:path";
import { parseArgs } from "node:util";
import { prismCommand, root, together } from "./lib.mjs";
import { brandConfig, brandFromArgs } from "./brand.mjs";

const { values } = parseArgs({ options: { brand: { type: "string" }, upstream: { type: "string" } } });
const prismPort = Number(process.env.PRISM_PORT ?? 4010);
const brand = brandFromArgs(values);
brandConfig(brand);
const env = { PRISM_PORT: String(prismPort), LOBBY_BRAND: brand };
const { upstream } = values;

if (upstream !== undefined && !/^https?:\/\//.test(upstream)) {
  console.error("usage: npm run dev -- --upstream <api-base-url, e.g. http://127.0.0.1:8000/lobby/api>");
  process.exit(2);
}
if (upstream) {
  // Vite runs in this process here, so the overlay plugin can be added without touching vite.config.ts.
  const [{ startValidatingProxy }, { contractOverlay }, { createServer }] = await Promise.all([
    import("../verify/proxy.mjs"),
    import("../verify/overlay.mjs"),
    import("vite"),
  ]);
  // The page starts no contract mock of its own (src/dev/boot.ts): your server answers.
  Object.assign(process.env, env, { VITE_LOBBY_UPSTREAM: upstream });
  const overlay = contractOverlay();
  const proxy = await startValidatingProxy({ upstream, port: prismPort, log: (line) => console.log(`[contract] ${line}`), onViolations: overlay.report });
  console.log(`[contract] validating proxy on http://127.0.0.1:${prismPort} → ${upstream}; violations are printed here and shown in the page`);
  const vite = await createServer({ configFile: path.join(root, "vite.config.ts"), plugins: [overlay.plugin] });
  await vite.listen();
  vite.printUrls();
  for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => void Promise.all([vite.close(), proxy.close()]).finally(() => process.exit(0)));
} else {
  together([
    { name: "prism", command: prismCommand(prismPort), env },
    { name: "vite", command: "vite", env },
  ]);
}
