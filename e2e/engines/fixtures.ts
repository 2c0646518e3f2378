import { writeFile } from "node:fs/promises";
import { test as base, expect } from "@playwright/test";
import { launchEngine, type Engine, type EngineName } from "./drivers";
import { newPlayer, type Player } from "./player";
import { CAPTURE_KEY, startRecorder, type Recorder } from "./recorder";
import storageKeys from "../../src/shared/config/storage-keys.json" with { type: "json" };

const TOKEN_KEY = storageKeys.token;
const EXPIRES_KEY = storageKeys.tokenExpires;

/**
 * The engine projects (playwright.config.ts: engine-chromium, engine-firefox, engine-webkit) run the
 * journeys of ./journeys.spec.ts with Playwright as the test runner only: each worker starts its
 * engine and a recorder, each test gets a fresh page. A test fails, in every engine, on an uncaught
 * error, an unhandled rejection, a contract violation or a 4XX it did not ask for.
 */
export const PHONES = { narrow: { width: 360, height: 760 }, common: { width: 390, height: 844 } };

export interface Options {
  engine: EngineName;
}

export const test = base.extend<
  { phone: { width: number; height: number }; player: Player; seedMember: () => Promise<void> },
  Options & { engineHandle: Engine; recorder: Recorder }
>({
  phone: [PHONES.common, { option: true }],
  engine: ["chromium", { option: true, scope: "worker" }],
  engineHandle: [
    async ({ engine }, use) => {
      const handle = await launchEngine(engine);
      await use(handle);
      await handle.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  recorder: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use) => {
      const recorder = await startRecorder(`http://127.0.0.1:${process.env.PREVIEW_PORT ?? 4173}`);
      await use(recorder);
      await recorder.close();
    },
    { scope: "worker" },
  ],
  player: async ({ engineHandle, recorder, phone }, use, testInfo) => {
    recorder.reset();
    const player = await newPlayer(engineHandle, recorder, phone);
    await use(player);
    let pageErrors: string[] = [];
    try {
      pageErrors = JSON.parse((await player.page.evaluate<string | null>(`() => sessionStorage.getItem(${JSON.stringify(CAPTURE_KEY)})`)) ?? "[]");
    } catch {
      /* the page is gone (a failed test); the beacons reached the recorder */
    }
    if (testInfo.status !== testInfo.expectedStatus) {
      const path = testInfo.outputPath(`${player.engine}-at-failure.png`);
      await writeFile(path, await player.page.screenshot()).catch(() => undefined);
      await testInfo.attach(`${player.engine} at failure`, { path, contentType: "image/png" }).catch(() => undefined);
    }
    await player.page.close().catch(() => undefined);
    const problems = [...new Set([...recorder.problems, ...pageErrors])];
    if (testInfo.status === testInfo.expectedStatus) expect(problems, `${player.engine}: page errors and contract problems`).toEqual([]);
    else if (problems.length) await testInfo.attach("page errors and contract problems", { body: problems.join("\n"), contentType: "text/plain" });
  },
  seedMember: async ({ player }, use) => {
    await use(async () => {
      // The lobby's own storage keys, set on its origin before the app reads them.
      await player.page.goto(`${player.recorder.origin}/lobby/__engines/capture.js`);
      await player.page.evaluate(
        "(t, e, at) => { localStorage.setItem(t, 'e2e-member-token'); localStorage.setItem(e, String(at)); }",
        TOKEN_KEY,
        EXPIRES_KEY,
        Date.now() + 3_600_000,
      );
    });
  },
});
export { expect };
