// The production build carries none of the development mock (src/dev): no journey (names, titles,
// the ?journey= switch), no dev clock, no example picker (the Prefer header), no mock panel, no
// contract overlay of `dev --upstream`.
// npm test runs it after the build; node scripts/check-dev-free.mjs [dist].
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "./lib.mjs";

const dist = path.resolve(process.argv[2] ?? path.join(root, "dist"));

/**
 * Markers of the development mock (case-sensitive), and every journey's name and title, read from
 * its file (so a new journey is covered without editing this list).
 */
export async function devMarkers() {
  const dir = path.join(root, "src/dev/journeys");
  const fromJourneys = [];
  for (const f of (await readdir(dir)).filter((f) => !/^index\.ts$|\.test\.ts$/.test(f))) {
    const text = await readFile(path.join(dir, f), "utf8");
    for (const key of ["name", "title"]) {
      const m = new RegExp(`\\b${key}: "([^"]+)"`).exec(text);
      if (m) fromJourneys.push(key === "name" ? `"${m[1]}"` : m[1]);
    }
  }
  return [
    "journey",
    "Journey",
    "lobby.dev-clock",
    "lobby.dev-journey",
    "lobby.mock-scenarios",
    "Prefer",
    "example=",
    "mountMockPanel",
    "__contract/",
    "mountContractOverlay",
    "DEV_PUSH",
    ...fromJourneys,
  ];
}

async function files(dir) {
  const out = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await files(p)));
    else if (/\.(js|mjs|html|json|css|webmanifest)$/.test(e.name)) out.push(p);
  }
  return out;
}

export async function findDevCode(distDir = dist) {
  const markers = await devMarkers();
  const found = [];
  for (const file of await files(distDir)) {
    const text = await readFile(file, "utf8");
    for (const m of markers) if (text.includes(m)) found.push(`${path.relative(distDir, file)}: ${m}`);
  }
  return { markers, found };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { markers, found } = await findDevCode();
  if (found.length) {
    console.error(`Development mock code in the production build (${dist}):\n  ${found.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`${path.relative(root, dist) || dist}: none of ${markers.length} development markers (journeys, dev clock, example picker)`);
}
