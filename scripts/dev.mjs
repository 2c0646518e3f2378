// npm run dev: Vite dev server (with the mock scenario panel) + Prism serving the contract.
// npm run dev -- --upstream <api-base-url>: Vite in front of your server instead, through the
// validating proxy (scripts/verify/proxy.mjs) on PRISM_PORT: every answer that breaks the contract
// is printed here (operation, path, what broke) and still reaches the browser unchanged.
//   npm run dev -- --upstream http://127.0.0.1:8000/lobby/api
// npm run dev -- --brand lagoon (or LOBBY_BRAND=lagoon): that brand's config.json (scripts/brand.mjs).
import { bin, prismArgs, start, stopAllOnExit } from "./lib.mjs";
import { brandConfig, brandFromArgs } from "./brand.mjs";

const prismPort = Number(process.env.PRISM_PORT ?? 4010);
const brand = brandFromArgs();
brandConfig(brand);
const env = { ...process.env, PRISM_PORT: String(prismPort), LOBBY_BRAND: brand };
const args = process.argv.slice(2);
const upstreamFlag = args.indexOf("--upstream");
const upstream = upstreamFlag >= 0 ? args[upstreamFlag + 1] : undefined;

if (upstreamFlag >= 0 && !/^https?:\/\//.test(upstream ?? "")) {
  console.error("usage: npm run dev -- --upstream <api-base-url, e.g. http://127.0.0.1:8000/lobby/api>");
  process.exit(2);
}
if (upstream) {
  const { startValidatingProxy } = await import("./verify/proxy.mjs");
  await startValidatingProxy({ upstream, port: prismPort, log: (line) => console.log(`[contract] ${line}`) });
  console.log(`[contract] validating proxy on http://127.0.0.1:${prismPort} → ${upstream}; violations are printed here`);
  stopAllOnExit([start("vite", bin("vite"), [], { env })]);
} else {
  const prism = start("prism", bin("prism"), prismArgs(prismPort), { env });
  const vite = start("vite", bin("vite"), [], { env });
  stopAllOnExit([prism, vite]);
}
