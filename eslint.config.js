import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import i18next from "eslint-plugin-i18next";
import globals from "globals";
import compat from "eslint-plugin-compat";

import boundaries from "eslint-plugin-boundaries";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

/**
 * Layers on real paths (app → pages → features → entities → shared), resolved through the
 * tsconfig aliases, so `@/entities/x/model`, `../../withdraw/model` and `../../../features/...`
 * are all seen for what they are. A slice is entered only through its public API: `index.ts`
 * (plus a feature's `host.ts`, the light entry the app shell loads before the popups), or an
 * entity's `@x/<other-entity>.ts` cross-import file (Feature-Sliced Design's notation).
 */
const SRC_ELEMENTS = [
  { type: "app", pattern: "src/app" },
  // Development only (the mock panel, journeys, dev clock): never built.
  { type: "dev", pattern: "src/dev" },
  { type: "pages", pattern: "src/pages/*", capture: ["slice"] },
  { type: "features", pattern: "src/features/*", capture: ["slice"] },
  { type: "entities", pattern: "src/entities/*", capture: ["slice"] },
  { type: "shared", pattern: "src/shared/lib/*", capture: ["segment"] },
  { type: "shared", pattern: "src/shared/*", capture: ["segment"] },
  { type: "generated", pattern: "generated" },
];
/**
 * A slice's public files: its index, its dictionaries (loaded by i18n, read by parity tests) and
 * `testing.ts` (fixtures for the tests of slices above it).
 */
const PUBLIC_API = ["index.ts", "index.tsx", "testing.ts", "locales/*.json"];
/**
 * Shared entries kept apart: code that loads only with what needs it (the dev panel, the service worker's push reading, and apart
 * from it what the page's push code keeps and where, without the reading's validator; the translated message effects, which
 * only lazy models create, so the first file does not carry them), the design kit's sheet the
 * app loads first, and the storage keys the boot script shares (imported by name, so the bundle inlines them).
 */
const SHARED_ENTRIES = ["kit.css", "storage-keys.json", "push.ts", "push-record.ts", "translated.ts"];
const publicOf = (types, extra = []) => ({ to: { element: { types, fileInternalPath: [...PUBLIC_API, ...extra] } } });
/**
 * The UI kit has one entry per component (`@/shared/ui/button`, `@/shared/ui/dialog`, …): its top-level
 * modules, so a chunk takes only the components it renders. A component's own parts (a sub-folder) stay inside.
 */
const sharedPublic = [
  publicOf(["shared"], SHARED_ENTRIES),
  { to: { element: { types: ["shared"], captured: { segment: "ui" }, fileInternalPath: ["*.ts", "*.tsx"] } } },
];

/** The boundaries rule options; the lint test (src/app/boundaries.test.ts) plants a violation of each. */
export const LAYER_POLICIES = {
  default: "disallow",
  message: "{{from.element.type}} may not import {{to.element.type}} here: layers import only downward, through a slice's index.ts (README, Architecture).",
  policies: [
    {
      from: { element: { type: "app" } },
      // ui/*.module.css: a slice whose markup is in the prerendered first paint puts its sheet in the first stylesheet (main.tsx).
      allow: [publicOf(["pages", "features", "entities"], ["host.ts", "ui/*.module.css"]), ...sharedPublic, { to: { element: { type: "dev" } } }],
    },
    // The development mock reads the contract (generated/) and the slices' public APIs.
    {
      from: { element: { type: "dev" } },
      allow: [
        { to: { element: { type: "dev" } } },
        // The panel's push worker runs the lobby worker's own push handlers.
        { to: { element: { type: "app", fileInternalPath: "sw-push.ts" } } },
        publicOf(["entities"]),
        publicOf(["shared"], SHARED_ENTRIES),
        { to: { element: { type: "generated" } } },
      ],
    },
    { from: { element: { type: "pages" } }, allow: [publicOf(["features", "entities"], ["host.ts"]), ...sharedPublic] },
    { from: { element: { type: "features" } }, allow: [publicOf(["entities"]), ...sharedPublic] },
    { from: { element: { type: "entities" } }, allow: sharedPublic },
    // Test helpers (a slice's testing.ts, test files only) may build on another entity's fixtures.
    { from: { element: { type: "entities", fileInternalPath: "testing.ts" } }, allow: publicOf(["entities"]) },
    // An entity that must see another goes through that entity's @x file named after itself.
    {
      from: { element: { type: "entities" } },
      allow: { to: { element: { type: "entities", fileInternalPath: "@x/{{from.element.captured.slice}}.ts" } } },
    },
    { from: { element: { type: "shared" } }, allow: sharedPublic },
    // The test helpers render the app as it runs, a member's session included (renderApp's `member`).
    { from: { element: { type: "shared", captured: { segment: "testing" } } }, allow: publicOf(["entities"]) },
    // Only src/shared/api reads the generated contract.
    { from: { element: { type: "shared", captured: { segment: "api" } } }, allow: { to: { element: { type: "generated" } } } },
  ],
};

/** Layer, public-API and cycle rules for the src/ under `root` (the lint test plants violations in a temp root). */
export function architecture(root = import.meta.dirname) {
  const project = `${root}/tsconfig.json`;
  return {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { boundaries, "import-x": importX },
    settings: {
      "boundaries/root-path": root,
      "boundaries/elements": SRC_ELEMENTS,
      "boundaries/include": ["src/**/*", "generated/**/*"],
      "import/resolver": { typescript: { project } },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project })],
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "boundaries/dependencies": ["error", LAYER_POLICIES],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  };
}

/**
 * Test-only modules (the contract's MSW mock, renderApp, every slice's `testing.ts` fixtures) stay out
 * of the shipped app: only test files, the test setup and other test helpers may import them, by
 * alias or by relative path (checked on the resolved file). The lint test
 * (scripts/lint-boundaries.test.mjs) plants imports of each kind.
 */
export const TEST_ONLY = ["src/shared/api-mock", "src/shared/testing", "src/**/testing.ts"];
export function testOnlyImports(root = import.meta.dirname) {
  return {
    files: ["src/**/*.{ts,tsx}"],
    // A slice's testing.ts holds test fixtures (built from the contract's examples) and is itself for tests only.
    ignores: ["src/**/*.test.{ts,tsx}", "src/**/testing.ts", ...TEST_ONLY.map((dir) => `${dir}/**`)],
    plugins: { "import-x": importX },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: root,
          zones: TEST_ONLY.map((from) => ({
            target: "./src",
            from: `./${from}`,
            message: "Test-only module: only *.test.ts(x) files, the test setup and other test helpers may import it.",
          })),
        },
      ],
    },
  };
}

const LITERAL_ATTRIBUTE = {
  selector: "JSXAttribute[name.name=/^(aria-label|placeholder|title|alt|label)$/] > Literal[value=/[A-Za-z\\u0E00-\\u0E7F\\u4E00-\\u9FFF]/]",
  message: "User-visible attribute text must come from i18n (t()).",
};

/**
 * One place per endpoint: a component never calls the API itself. Calls live in the slice's `api/`
 * segment (query options, Effector effects, mutation hooks such as `useLogin`), which `ui/` imports.
 * The lint test (scripts/lint-boundaries.test.mjs) plants each kind.
 */
export function uiWithoutCalls() {
  const message = "Calls live in the slice's api/ segment (query options, effects, mutation hooks); ui/ imports them from there.";
  return {
    files: ["src/**/ui/**/*.{ts,tsx}", "src/**/ui.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@/shared/api", importNames: ["fetchClient"], message }], patterns: [{ group: ["**/shared/api/client"], message }] },
      ],
      "no-restricted-syntax": [
        "error",
        LITERAL_ATTRIBUTE,
        {
          selector: "MemberExpression[object.name=/^\\$?api$/][property.name=/^(useMutation|useQuery|useSuspenseQuery|useInfiniteQuery|queryOptions)$/]",
          message,
        },
        { selector: "Identifier[name='fetchClient']", message },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ["dist", "dist-verify", "generated", "node_modules", "test-results", "playwright-report", "bench-results", ".tools", "reports", ".stryker-tmp"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, __MOCK_PANEL__: "readonly" } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The browser support policy (package.json "browserslist", docs/browser-support.md): an API some
    // supported browser lacks (MDN's compat data) fails here, not on a player's phone. Every ES API
    // too, not only the web's. Guarded uses (`if ("x" in window)`) are recognised.
    ...compat.configs["flat/recommended"],
    files: ["src/**/*.{ts,tsx,js}"],
    ignores: ["src/dev/**", "src/**/*.test.{ts,tsx}", "src/shared/testing/**", "src/**/testing.ts"],
    settings: { lintAllEsApis: true },
    rules: {
      ...compat.configs["flat/recommended"].rules,
      // The plugin's data has no static methods: the ones newer than the policy, by hand (MDN: Safari 17+, Firefox 115+).
      "no-restricted-properties": [
        "error",
        ...[
          ["AbortSignal", "any"],
          ["Object", "groupBy"],
          ["Map", "groupBy"],
          ["Promise", "withResolvers"],
          ["Promise", "try"],
          ["URL", "canParse"],
          ["URL", "parse"],
          ["Array", "fromAsync"],
        ].map(([object, property]) => ({
          object,
          property,
          message: "newer than the browser support policy (docs/browser-support.md): guard it or do without",
        })),
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, i18next },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // Every user-visible string goes through i18n: JSX text and the attributes people read.
      "i18next/no-literal-string": ["error", { mode: "jsx-text-only" }],
      "no-restricted-syntax": ["error", LITERAL_ATTRIBUTE],
    },
  },
  {
    // zod's runtime comes through one module, which turns its `new Function` probe off for the CSP.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/shared/lib/zod/index.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: "Import { z } from @/shared/lib/zod (jitless for the CSP).", allowTypeImports: true }] },
      ],
    },
  },
  architecture(),
  testOnlyImports(),
  uiWithoutCalls(),
  {
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts", "src/shared/testing/**"],
    rules: { "i18next/no-literal-string": "off", "no-restricted-syntax": "off" },
  },
);
