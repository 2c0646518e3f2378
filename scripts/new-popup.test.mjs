// @vitest-environment node
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";

// The generator runs on a copy of the two files it edits; the slice it writes is the recipe's (docs/architecture.md).
const root = mkdtempSync(join(tmpdir(), "lobby-new-popup-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const edited = ["src/shared/popup/popups.json", "src/app/popup-registry.ts", ".prettierrc.json"];
for (const file of edited) cpSync(join(import.meta.dirname, "..", file), join(root, file), { recursive: true });
const run = (name) => execFileSync("node", [join(import.meta.dirname, "new-popup.mjs"), name, "--root", root], { encoding: "utf8", stdio: "pipe" });
const read = (file) => readFileSync(join(root, file), "utf8");

it("writes a member popup's slice, its popups.json entry and its registry line, then lists what is left by hand", () => {
  const out = run("daily-reward");
  for (const file of ["index.ts", "model/daily-reward.ts", "ui/daily-reward-popup.tsx", "ui/daily-reward-popup.module.css", "ui/daily-reward-popup.test.tsx"])
    expect(existsSync(join(root, "src/features/daily-reward", file)), file).toBe(true);
  for (const lang of ["th", "en", "cn"])
    expect(JSON.parse(read(`src/features/daily-reward/locales/${lang}.json`))).toEqual({ title: "Daily reward", body: "Daily reward", menu: "Daily reward" });
  expect(JSON.parse(read("src/shared/popup/popups.json")).DailyReward).toEqual({
    member: true,
    path: "daily-reward",
    menu: [{ in: "drawer", order: 80, label: "daily-reward:menu" }],
  });
  expect(read("src/shared/popup/popups.json")).toContain('"WithdrawProcess": { "member": true },\n  "DailyReward": { "member": true');
  expect(read("src/app/popup-registry.ts")).toMatch(
    /WithdrawProcessPopup"\),\n {2}DailyReward: from\(\(\) => import\("@\/features\/daily-reward"\), "DailyRewardPopup"\),\n};/,
  );
  expect(read("src/features/daily-reward/ui/daily-reward-popup.test.tsx")).toContain("member: true");
  expect(out).toContain("openapi/lobby.yaml");
});

it("refuses a name that is not kebab case, and a slice that exists", () => {
  expect(() => run("DailyReward")).toThrow(/kebab case/);
  expect(() => run("daily-reward")).toThrow(/exists already/);
});
