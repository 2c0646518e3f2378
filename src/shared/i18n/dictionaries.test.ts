// @vitest-environment node
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadDictionary, namespaceOf } from "./index";

const root = path.resolve(__dirname, "../../..");
// Node 20 has no fs.globSync: walk src/ for */locales/*.json.
const files = (readdirSync(path.join(root, "src"), { recursive: true }) as string[])
  .map((f) => `src/${f.split(path.sep).join("/")}`)
  .filter((f) => /\/locales\/[a-z]+\.json$/.test(f));

function keys(obj: unknown, prefix = ""): string[] {
  if (typeof obj !== "object" || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const byNamespace = new Map<string, Map<string, Record<string, unknown>>>();
for (const f of files) {
  const meta = namespaceOf(`/${f}`);
  if (!meta) continue;
  const map = byNamespace.get(meta.ns) ?? new Map();
  map.set(meta.lang, JSON.parse(readFileSync(path.join(root, f), "utf8")));
  byNamespace.set(meta.ns, map);
}

describe("dictionaries", () => {
  it("exist for the shell", () => {
    expect(byNamespace.get("common")?.size).toBe(3);
  });

  it("every dictionary on disk loads through the backend, in its language (the first screens' from the first file, the rest through ./more-dictionaries)", async () => {
    expect(files.length).toBeGreaterThan(40);
    for (const f of files) {
      const meta = namespaceOf(`/${f}`);
      if (!meta) continue;
      expect(await loadDictionary(meta.lang, meta.ns), f).toEqual(JSON.parse(readFileSync(path.join(root, f), "utf8")));
    }
    expect(await loadDictionary("th", "no-such-namespace")).toBeNull();
  });

  it("each namespace lives in exactly one slice", () => {
    const dirs = new Map<string, Set<string>>();
    for (const f of files) {
      const meta = namespaceOf(`/${f}`);
      if (!meta) continue;
      const set = dirs.get(meta.ns) ?? new Set();
      set.add(path.dirname(f));
      dirs.set(meta.ns, set);
    }
    for (const [ns, set] of dirs) expect([...set], `namespace ${ns}`).toHaveLength(1);
  });

  for (const [ns, langs] of byNamespace) {
    it(`${ns}: th, en and cn have the same keys, none empty`, () => {
      expect([...langs.keys()].sort()).toEqual(["cn", "en", "th"]);
      const th = keys(langs.get("th")).sort();
      for (const lang of ["en", "cn"]) expect(keys(langs.get(lang)).sort(), `${ns}/${lang}`).toEqual(th);
      for (const [lang, dict] of langs) {
        for (const k of keys(dict)) {
          const value = k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], dict);
          expect(typeof value === "string" && value.trim().length > 0, `${ns}/${lang}: ${k}`).toBe(true);
        }
      }
    });
  }
});
