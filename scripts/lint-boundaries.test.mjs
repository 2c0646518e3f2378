// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { architecture, testOnlyImports, uiWithoutCalls } from "../eslint.config.js";

/**
 * The layer rule is only as good as the violations it catches: each case below plants one
 * kind in a throw-away project with the lobby's layout and aliases, and lints it with the
 * project's own architecture block.
 */
const FILES = {
  "tsconfig.json": JSON.stringify({
    compilerOptions: { baseUrl: ".", module: "ESNext", moduleResolution: "bundler", paths: { "@/*": ["src/*"], "@generated/*": ["generated/*"] } },
    include: ["src", "generated"],
  }),
  "generated/api.ts": "export type Paths = { a: 1 };\n",
  "src/shared/api/index.ts": 'import type { Paths } from "@generated/api";\nexport type ApiPaths = Paths;\n',
  // The UI kit: one entry per component (its top-level modules); a component's parts sit in a sub-folder.
  "src/shared/ui/button.ts": 'import { part } from "./dialog/part";\nexport const ui = part;\n',
  "src/shared/ui/dialog/part.ts": "export const part = 1;\n",
  "src/shared/api/client.ts": "export const client = 1;\n",
  "src/entities/session/index.ts": 'export { session } from "./model";\n',
  "src/entities/session/model.ts": "export const session = 1;\n",
  "src/entities/session/@x/profile.ts": 'export { session } from "../model";\n',
  "src/entities/profile/index.ts": "export const profile = 1;\n",
  "src/entities/profile/testing.ts": "export const memberProfile = { phone: '0812345678' };\n",
  "src/entities/pending-request/testing.ts": 'import { memberProfile } from "@/entities/profile/testing";\nexport const pendingProfile = memberProfile;\n',
  "src/entities/profile/profile.test.ts": 'import { memberProfile } from "./testing";\nexport const t = memberProfile;\n',
  "src/features/deposit/model.test.ts": 'import { memberProfile } from "@/entities/profile/testing";\nexport const t = memberProfile;\n',
  "src/features/deposit/ships-profile-testing.ts": 'import { memberProfile } from "@/entities/profile/testing";\nexport const v = memberProfile;\n',
  "src/entities/profile/@x/pending-request.ts": 'export { memberProfile } from "../testing";\n',
  "src/features/deposit/index.ts": 'export { deposit } from "./model";\n',
  "src/features/deposit/model.ts": "export const deposit = 1;\n",
  "src/features/withdraw/index.ts": 'export { withdraw } from "./model";\n',
  "src/features/withdraw/model.ts": "export const withdraw = 1;\n",
  "src/shared/api-mock/index.ts": "export const startApiMock = () => 1;\n",
  "src/shared/testing/index.ts": "export const renderApp = () => 1;\n",
  // Development only: the app loads it (behind __MOCK_PANEL__); it may read the slices' public APIs and generated/.
  "src/dev/boot.ts":
    'import { fetchClient } from "@/shared/api";\nimport type { Paths } from "@generated/api";\nimport { session } from "@/entities/session";\nexport const bootDev = (p?: Paths) => [fetchClient, session, p];\n',
  "src/app/main.ts": 'export const main = () => import("@/dev/boot");\n',
  "src/shared/testing/setup.ts": 'import { startApiMock } from "@/shared/api-mock";\nexport const s = startApiMock;\n',
  // The test helpers render a member's app: they read entities' public APIs; no other shared code does.
  "src/shared/testing/member.ts": 'import { session } from "@/entities/session";\nexport const m = session;\n',
  "src/shared/ui/upward.ts": 'import { session } from "@/entities/session";\nexport const v = session;\n',
  "src/features/deposit/deposit.test.ts":
    'import { startApiMock } from "@/shared/api-mock";\nimport { renderApp } from "@/shared/testing";\nexport const t = [startApiMock, renderApp];\n',
  // Allowed: downward through public APIs, inside a slice, an entity's @x file named after the importer.
  "src/features/deposit/fine.ts":
    'import { session } from "@/entities/session";\nimport { ui } from "@/shared/ui/button";\nimport { deposit } from "./model";\nexport const fine = [session, ui, deposit];\n',
  "src/entities/profile/fine-x.ts": 'import { session } from "@/entities/session/@x/profile";\nexport const x = session;\n',
  // Violations.
  "src/features/deposit/feature-to-feature.ts": 'import { withdraw } from "../withdraw/model";\nexport const v = withdraw;\n',
  "src/features/deposit/feature-to-feature-index.ts": 'import { withdraw } from "@/features/withdraw";\nexport const v = withdraw;\n',
  "src/entities/session/upward.ts": 'import { deposit } from "../../features/deposit";\nexport const v = deposit;\n',
  "src/features/deposit/deep-alias.ts": 'import { session } from "@/entities/session/model";\nexport const v = session;\n',
  "src/features/deposit/deep-relative.ts": 'import { session } from "../../entities/session/model";\nexport const v = session;\n',
  "src/entities/profile/wrong-x.ts": 'import { session } from "@/entities/session/@x/pending-request";\nexport const v = session;\n',
  "src/entities/session/@x/pending-request.ts": 'export { session } from "../model";\n',
  "src/features/deposit/ui-kit-part.ts": 'import { part } from "@/shared/ui/dialog/part";\nexport const v = part;\n',
  "src/features/deposit/shared-deep.ts": 'import { client } from "@/shared/api/client";\nexport const v = client;\n',
  "src/features/withdraw/cycle-a.ts": 'import { b } from "./cycle-b";\nexport const a = () => b;\n',
  "src/features/withdraw/cycle-b.ts": 'import { a } from "./cycle-a";\nexport const b = () => a;\n',
  "src/entities/session/generated.ts": 'import type { Paths } from "@generated/api";\nexport type V = Paths;\n',
  "src/features/deposit/ships-api-mock.ts": 'import { startApiMock } from "@/shared/api-mock";\nexport const v = startApiMock;\n',
  "src/features/deposit/ships-testing-relative.ts": 'import { renderApp } from "../../shared/testing";\nexport const v = renderApp;\n',
  "src/shared/ui/ships-api-mock-relative.ts": 'import { startApiMock } from "../api-mock";\nexport const v = startApiMock;\n',
  "src/features/deposit/ships-dev.ts": 'import { bootDev } from "@/dev/boot";\nexport const v = bootDev;\n',
  "src/entities/session/generated-relative.ts": 'import type { Paths } from "../../../generated/api";\nexport type V = Paths;\n',
  // Calls: in a slice's api/ segment, never in ui/.
  "src/features/deposit/api/use-login.ts": 'import { api } from "@/shared/api";\nexport const useLogin = () => api.useMutation("post", "/login");\n',
  "src/features/deposit/ui/fine-ui.ts": 'import { useLogin } from "../api/use-login";\nexport const v = useLogin;\n',
  "src/features/deposit/ui/ui-fetch-client.ts": 'import { fetchClient } from "@/shared/api";\nexport const v = () => fetchClient.GET("/catalogue");\n',
  "src/features/deposit/ui/ui-use-mutation.ts": 'import { api } from "@/shared/api";\nexport const useV = () => api.useMutation("post", "/login");\n',
  "src/features/deposit/ui/nested/ui-dollar-mutation.ts":
    'import { $api } from "@/shared/api";\nexport const useV = () => $api.useMutation("post", "/login");\n',
};

let root = "";
let eslint;
const lint = async (file) => {
  const [result] = await eslint.lintFiles([join(root, file)]);
  return result.messages.map((m) => m.ruleId ?? m.message);
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "lobby-boundaries-"));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [{ files: ["**/*.ts"], languageOptions: { parser: tseslint.parser } }, architecture(root), testOnlyImports(root), uiWithoutCalls()],
  });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("architecture lint", () => {
  it.each([
    "src/features/deposit/fine.ts",
    "src/entities/profile/fine-x.ts",
    "src/shared/api/index.ts",
    "src/shared/ui/button.ts",
    "src/features/deposit/deposit.test.ts",
    "src/shared/testing/setup.ts",
    "src/shared/testing/member.ts",
    "src/dev/boot.ts",
    "src/app/main.ts",
    "src/features/deposit/api/use-login.ts",
    "src/features/deposit/ui/fine-ui.ts",
    "src/entities/pending-request/testing.ts",
    "src/entities/profile/profile.test.ts",
    "src/features/deposit/model.test.ts",
  ])("passes %s", async (file) => {
    expect(await lint(file)).toEqual([]);
  });

  it.each([
    ["feature → feature by relative path", "src/features/deposit/feature-to-feature.ts"],
    ["feature → feature through its index", "src/features/deposit/feature-to-feature-index.ts"],
    ["entity → feature (upward)", "src/entities/session/upward.ts"],
    ["shared → entity (upward), outside the test helpers", "src/shared/ui/upward.ts"],
    ["deep import past index.ts by alias", "src/features/deposit/deep-alias.ts"],
    ["deep import past index.ts by relative path", "src/features/deposit/deep-relative.ts"],
    ["another entity's @x file", "src/entities/profile/wrong-x.ts"],
    ["a UI component's part past its entry", "src/features/deposit/ui-kit-part.ts"],
    ["a shared segment's module past its index.ts", "src/features/deposit/shared-deep.ts"],
    ["generated/ outside src/shared/api by alias", "src/entities/session/generated.ts"],
    ["generated/ outside src/shared/api by relative path", "src/entities/session/generated-relative.ts"],
    ["production code below app → development-only src/dev", "src/features/deposit/ships-dev.ts"],
  ])("fails %s", async (_, file) => {
    expect(await lint(file)).toContain("boundaries/dependencies");
  });

  it.each([
    ["production code → the API mock by alias", "src/features/deposit/ships-api-mock.ts"],
    ["production code → the test helpers by relative path", "src/features/deposit/ships-testing-relative.ts"],
    ["shared code → the API mock by relative path", "src/shared/ui/ships-api-mock-relative.ts"],
    ["production code → a slice's testing.ts by alias", "src/features/deposit/ships-profile-testing.ts"],
    ["an @x file → its slice's testing.ts by relative path", "src/entities/profile/@x/pending-request.ts"],
  ])("fails %s (test-only module)", async (_, file) => {
    expect(await lint(file)).toContain("import-x/no-restricted-paths");
  });

  it("fails fetchClient imported into ui/", async () => {
    expect(await lint("src/features/deposit/ui/ui-fetch-client.ts")).toEqual(expect.arrayContaining(["no-restricted-imports", "no-restricted-syntax"]));
  });
  it.each([
    ["api.useMutation in ui/", "src/features/deposit/ui/ui-use-mutation.ts"],
    ["$api.useMutation deeper in ui/", "src/features/deposit/ui/nested/ui-dollar-mutation.ts"],
  ])("fails %s", async (_, file) => {
    expect(await lint(file)).toContain("no-restricted-syntax");
  });

  it("fails an import cycle", async () => {
    expect(await lint("src/features/withdraw/cycle-a.ts")).toContain("import-x/no-cycle");
  });
});
