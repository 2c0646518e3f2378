// @vitest-environment node
import { mkdtemp, mkdir, writeFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { devMarkers, findDevCode } from "./check-dev-free.mjs";

const dirs = [];
afterEach(async () => Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true }))));

async function distWith(js) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "dev-free-"));
  dirs.push(dir);
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "assets", "index-abc.js"), js);
  await writeFile(path.join(dir, "index.html"), "<!doctype html><title>Lobby</title>");
  return dir;
}

describe("check-dev-free: no development mock in dist/", () => {
  it("lists every journey's name and title among its markers", async () => {
    const markers = await devMarkers();
    expect(markers).toContain('"deposit-expiry"');
    expect(markers).toContain("Withdrawal: pending, then failed with its cause");
  });

  it("finds a journey, the dev clock or the Prefer header in a built file", async () => {
    const dir = await distWith('const j={name:"deposit-expiry"};sessionStorage.getItem("lobby.dev-clock");h.set("Prefer",p)');
    const { found } = await findDevCode(dir);
    expect(found).toEqual(["assets/index-abc.js: lobby.dev-clock", "assets/index-abc.js: Prefer", 'assets/index-abc.js: "deposit-expiry"']);
  });

  it("finds the contract overlay of dev --upstream in a built file", async () => {
    const dir = await distWith('import("/lobby/__contract/overlay.js").then((m)=>m.mountContractOverlay())');
    expect((await findDevCode(dir)).found).toEqual(["assets/index-abc.js: __contract/", "assets/index-abc.js: mountContractOverlay"]);
  });

  it("passes a build without them (the CSS media query prefers-reduced-motion is not the header)", async () => {
    const dir = await distWith('@media (prefers-reduced-motion: reduce){}const r="/reset-password/start"');
    expect((await findDevCode(dir)).found).toEqual([]);
  });
});
