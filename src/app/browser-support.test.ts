// @vitest-environment node
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** `npm run lint` holds the code to the browser support policy (package.json "browserslist", docs/browser-support.md). */
const lint = async (code: string) => {
  const [result] = await new ESLint().lintText(code, { filePath: "src/shared/lib/planted.ts" });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
};

describe("the browser support policy in the lint", () => {
  it("fails a web API some supported browser lacks (URLPattern: Safari 16.4, Firefox 128)", async () => {
    expect(await lint("export const p = new URLPattern({ pathname: '/lobby/*' });\n")).toEqual([
      expect.stringMatching(/^compat\/compat: URLPattern is not supported in .*Safari 16\.4.*Firefox 128/),
    ]);
  });

  it("fails a static method newer than the policy, and lets a guarded use through", async () => {
    expect(await lint("export const s = AbortSignal.any([]);\n")).toEqual([expect.stringMatching(/^no-restricted-properties: .*browser support policy/)]);
    expect(await lint("export const ok = typeof structuredClone === 'function' && 'requestIdleCallback' in window;\n")).toEqual([]);
  });
});
