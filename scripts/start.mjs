// npm start: build the lobby, then serve it with `vite preview` and Prism together.
// Prints how long it took until /lobby/ answered with data from the mock.
import { existsSync } from "node:fs";
import path from "node:path";
import { bin, prismArgs, root, run, start, stopAllOnExit, waitFor } from "./lib.mjs";
import { brandConfig, brandFromArgs } from "./brand.mjs";

const t0 = Date.now();
const prismPort = Number(process.env.PRISM_PORT ?? 4010);
const previewPort = Number(process.env.PREVIEW_PORT ?? 4173);
// npm start -- --brand lagoon (or LOBBY_BRAND=lagoon): the preview serves that brand's config.json.
const brand = brandFromArgs();
brandConfig(brand); // an unknown brand stops here, naming the ones there are
const env = { ...process.env, PRISM_PORT: String(prismPort), PREVIEW_PORT: String(previewPort), LOBBY_BRAND: brand };

const prism = start("prism", bin("prism"), prismArgs(prismPort), { env });
const children = [prism];
stopAllOnExit(children);

if (!process.argv.includes("--no-build") || !existsSync(path.join(root, "dist", "index.html"))) {
  await run(bin("vite"), ["build", "--logLevel", "warn"], { env });
}
const preview = start("preview", bin("vite"), ["preview"], { env });
children.push(preview);

await waitFor(`http://127.0.0.1:${prismPort}/notification`);
await waitFor(`http://127.0.0.1:${previewPort}/lobby/`);
await waitFor(`http://127.0.0.1:${previewPort}/lobby/api/notification`, { ok: (s) => s === 200 });
const ms = Date.now() - t0;
console.log(
  `\n  Lobby (brand ${brand}) ready on the Prism mock in ${(ms / 1000).toFixed(1)} s: http://127.0.0.1:${previewPort}/lobby/\n  Ctrl-C stops both servers.\n`,
);
