// @vitest-environment node
// The start-up budget's parts that do not need a browser: which file of dist/ answers a path, the
// bytes counted for it, and the verdict. That it counts what a real start-up fetches is
// e2e/startup-budget.spec.ts's.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { distFile, report, STARTUP_CEILING_KB, transferBytes } from "./startup-budget.mjs";

const dist = mkdtempSync(path.join(tmpdir(), "startup-budget-"));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const write = (rel, content) => {
  mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
  writeFileSync(path.join(dist, rel), content);
  return path.join(dist, rel);
};
write("index.html", "<html>th</html>");
write("en/index.html", "<html>en</html>");
write("config.json", "{}");

describe("start-up budget", () => {
  it("answers a file with itself, an app route with its locale's index.html, and nothing outside dist/", () => {
    expect(distFile(dist, "/lobby/config.json")).toBe(path.join(dist, "config.json"));
    expect(distFile(dist, "/lobby/")).toBe(path.join(dist, "index.html"));
    expect(distFile(dist, "/lobby/lobby")).toBe(path.join(dist, "index.html"));
    expect(distFile(dist, "/lobby/en/deposit")).toBe(path.join(dist, "en", "index.html"));
    expect(distFile(dist, "/lobby/en")).toBe(path.join(dist, "en", "index.html"));
    expect(distFile(dist, "/lobby/..%2F..%2Fetc%2Fpasswd")).toBe(path.join(dist, "index.html"));
  });

  it("counts text as gzip -9 and a font as it is", () => {
    const js = write("assets/a.js", "const a = 1;\n".repeat(2_000));
    const font = write("assets/f.woff2", Buffer.alloc(3_000, 7));
    expect(transferBytes(js)).toBe(gzipSync("const a = 1;\n".repeat(2_000), { level: 9 }).length);
    expect(transferBytes(js)).toBeLessThan(1_000);
    expect(transferBytes(font)).toBe(3_000);
  });

  it("fails a page over the ceiling, names it, and passes one at it", () => {
    const page = (name, bytes) => ({ name, path: "/lobby/", files: [{ path: "/lobby/", bytes }], bytes });
    const at = report([page("guest home", STARTUP_CEILING_KB * 1000)]);
    expect(at.ok).toBe(true);
    const over = report([page("guest home", 1_000), page("member home", STARTUP_CEILING_KB * 1000 + 1)]);
    expect(over.ok).toBe(false);
    expect(over.lines.at(-1)).toBe(`over the ceiling of ${STARTUP_CEILING_KB} kB: member home`);
    expect(over.lines[1]).toMatch(/^\s+\d+\.\d kB {2}member home \(\/lobby\/\): 1 files; HTML/);
  });
});
