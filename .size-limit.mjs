// The bundle budget (npm test's "bundle budget" step, `npx size-limit`): the guest home's initial
// JavaScript = the app entry and every chunk it imports statically (what the page preloads), read
// from Vite's build manifest, gzip. npm run bench compares the same set with the last release.
import { readFileSync } from "node:fs";
import path from "node:path";

export function initialFiles(dist = path.join(import.meta.dirname, "dist")) {
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8"));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry && key.endsWith(".html")) visit(key);
  return [...files];
}

export default [
  {
    name: "guest home initial JavaScript",
    path: initialFiles().map((f) => `dist/${f}`),
    gzip: true,
    // Just above the figure reached (2026-11-30: 156.92 kB; 2026-11-29: 159.32 kB; -0.23 kB with React's own useSyncExternalStore,
    // +0.10 kB for the member's start that loads a money model only when it has a request to reopen,
    // after the take-over, -0.30 kB for the app shell reading the profile through its light entry, so
    // the popups' turnover progress and opening refresh left the first file, -0.16 kB for seven fewer
    // lazy files (the member's file) to name in the first file's preload lists, -0.01 kB for the checked
    // answer's Response travelling with the answer checks; 158.63 kB once the loaders of the dictionaries
    // the first screens do not need left the first file (src/shared/i18n/more-dictionaries.ts), 157.56
    // kB once the member bar became a file of its own (header.tsx), 157.46 kB once the answer checks
    // logged their own reports, 156.92 kB once the message dialog and the update banner travelled
    // with the footer (after-first-screen), 157.10 kB with the message dialog's plain fallback for when
    // that file cannot load (src/app/messages.tsx: a money result is never lost to the error page),
    // 157.17 kB with the announcement's root mounted at start when the address asks for no popup,
    // 157.20 kB with the take-over's call to the boot script's replay of a kept tap, 157.36 kB with
    // the announcement's wait for the player's taps to stop (features/announcement/model/hold.ts),
    // 157.37 kB with its wait for a dialog the player has open, 157.38 kB (157,375 bytes; c25b357
    // 157,376) with that wait reading the model's "opened" instead of a copy of its own, 157.13 kB
    // (157,133 bytes) once the translated message effects, which only lazy models create, left the
    // first file (shared/notify/translated.ts, in the games file), 157.15 kB (157,150 bytes) with
    // the home asking for its grids' file at start, 157.11 kB (157,103 bytes) once the notice's request
    // left startApp for config.json's callback and its view stopped being a lazy component, 157.14 kB
    // (157,139 bytes) once that view, the game launcher and the member bar share one loader (shared/lib/lazy-module);
    // c25b357, the build before the prerendered first paint: 157.38 kB; docs/performance.md).
    limit: "157.14 kB",
  },
];
