import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import i18next from "eslint-plugin-i18next";
import globals from "globals";

/** Layer rule (app → pages → features → entities → shared): what each layer may not import. */
const LAYERS = {
  shared: ["@/entities/*", "@/features/*", "@/pages/*", "@/app/*"],
  entities: ["@/features/*", "@/pages/*", "@/app/*"],
  features: ["@/features/*", "@/pages/*", "@/app/*"],
  pages: ["@/pages/*", "@/app/*"],
};
const GENERATED = ["@generated/*", "**/generated/*"];
const RELATIVE_ESCAPE = ["../../../*"];

const layerBlock = (layer, extra = []) => ({
  files: [`src/${layer}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          { group: LAYERS[layer], message: `The ${layer} layer may only import lower layers (see README, Architecture).` },
          { group: [...GENERATED, ...extra], message: "Only src/shared/api imports generated/; use the aliases it exports." },
          { group: RELATIVE_ESCAPE, message: "Leave a slice through its public index with an @/ alias." },
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ["dist", "generated", "node_modules", "test-results", "playwright-report", "bench-results", ".tools"] },
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
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, i18next },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // Every user-visible string goes through i18n: JSX text and the attributes people read.
      "i18next/no-literal-string": ["error", { mode: "jsx-text-only" }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name=/^(aria-label|placeholder|title|alt|label)$/] > Literal[value=/[A-Za-z\\u0E00-\\u0E7F\\u4E00-\\u9FFF]/]",
          message: "User-visible attribute text must come from i18n (t()).",
        },
      ],
    },
  },
  {
    // zod's runtime comes through one module, which turns its `new Function` probe off for the CSP.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/shared/lib/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: "Import { z } from @/shared/lib/zod (jitless for the CSP).", allowTypeImports: true }] },
      ],
    },
  },
  layerBlock("shared"),
  layerBlock("entities"),
  layerBlock("features"),
  layerBlock("pages"),
  {
    files: ["src/app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: GENERATED, message: "Only src/shared/api imports generated/." }] }],
    },
  },
  {
    // shared/api is the one place that may read the generated contract types.
    files: ["src/shared/api/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts", "src/shared/testing/**"],
    rules: { "i18next/no-literal-string": "off", "no-restricted-syntax": "off" },
  },
);
