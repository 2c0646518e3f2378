// npm start: build the lobby, then serve it with `vite preview` and Prism together (scripts/lib.mjs:
// concurrently, one Ctrl-C stops both). Prints how long it took until /lobby/ answered with data from the mock.
//   npm start -- --brand lagoon (or LOBBY_BRAND=lagoon)   the preview serves that brand's config.json
//   npm start -- --no-build                               reuse dist/ when it exists
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { prismCommand, root, together, waitForUrls } from "./lib.mjs";
import { brandConfig, brandFromArgs } from "./brand.mjs";

const t0 = Date.now();
const { values } = parseArgs({ options: { brand: { type: "string" }, "no-build": { type: "boolean", default: false } } });
const prismPort = Number(process.env.PRISM_PORT ?? 4010);
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
const brand = brandFromArgs(values);
brandConfig(brand); // an unknown brand stops here, naming the ones there are
const env = { PRISM_PORT: String(prismPort), PREVIEW_PORT: String(previewPort), LOBBY_BRAND: brand };

// Prism starts while the build runs; the preview once the build is done.
const build = !values["no-build"] || !existsSync(path.join(root, "dist", "index.html"));
const servers = together([
  { name: "prism", command: prismCommand(prismPort), env },
  { name: "preview", command: `${build ? "vite build --logLevel warn && " : ""}vite preview`, env },
]);

try {
  await waitForUrls(
    [`http://127.0.0.1:${prismPort}/notification`, `http://127.0.0.1:${previewPort}/lobby/`, `http://127.0.0.1:${previewPort}/lobby/api/notification`],
    { timeoutMs: 180_000, ok: (s) => s === 200 },
  );
  const s = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(`\n  Lobby (brand ${brand}) ready on the Prism mock in ${s} s: http://127.0.0.1:${previewPort}/lobby/\n  Ctrl-C stops both servers.\n`);
} catch (e) {
  console.error(`npm start: ${e.message}`);
  servers.stop();
}
