// npm run new:popup <name>: a member popup's slice skeleton (src/features/<name>), its popups.json entry
// (a route of its own and a drawer item) and its popup-registry line; then prints what is left by hand
// (docs/architecture.md, "Recipe"). --root <dir>: another checkout (the generator's test).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { format, resolveConfig } from "prettier";

const args = process.argv.slice(2);
const rootAt = args.indexOf("--root");
const root = rootAt >= 0 ? args.splice(rootAt, 2)[1] : join(import.meta.dirname, "..");
const name = args[0] ?? "";
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) throw new Error(`usage: npm run new:popup <name>, in kebab case (daily-reward), not "${name}"`);
const slice = join(root, "src/features", name);
if (existsSync(slice)) throw new Error(`${relative(root, slice)} exists already`);

const Mode = name.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase());
const camel = Mode[0].toLowerCase() + Mode.slice(1);
const words = name.replace(/-/g, " ");
const title = words[0].toUpperCase() + words.slice(1);
const dictionary = JSON.stringify({ title, body: title, menu: title });

const files = {
  "index.ts": `export { ${Mode}Popup } from "./ui/${name}-popup";\n`,
  [`model/${name}.ts`]: `import { popupDismissed } from "@/shared/popup";

// Work that starts when the popup is on screen hangs off popupShown, never a component's mount:
// sample({ clock: popupShown, filter: (mode) => mode === "${Mode}", target: read${Mode}Fx }), the effect in api/.

/** Closes this popup (not another that replaced it). */
export const ${camel}Closed = popupDismissed.prepend(() => "${Mode}" as const);
`,
  [`ui/${name}-popup.tsx`]: `import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { Dialog } from "@/shared/ui/dialog";
import { ${camel}Closed } from "../model/${name}";
import styles from "./${name}-popup.module.css";

/** ${title} (members only: src/shared/popup/popups.json). */
export function ${Mode}Popup() {
  const { t } = useTranslation("${name}");
  const close = useUnit(${camel}Closed);
  return (
    <Dialog open title={t("title")} onClose={close} width={420}>
      <p className={styles.body}>{t("body")}</p>
    </Dialog>
  );
}
`,
  [`ui/${name}-popup.module.css`]: `.body {\n  margin: 0;\n}\n`,
  [`ui/${name}-popup.test.tsx`]: `import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { $popupMode } from "@/shared/popup";
import { renderApp } from "@/shared/testing";
import { ${Mode}Popup } from "./${name}-popup";

afterEach(cleanup);

describe("${words}", () => {
  it("a member sees it; its close button closes it", async () => {
    const { user, scope } = await renderApp(<${Mode}Popup />, {
      member: true,
      locale: "en",
      path: "/en/${name}",
      namespaces: ["${name}"],
      values: [[$popupMode, "${Mode}"]],
    });
    const dialog = await screen.findByRole("dialog", { name: ${JSON.stringify(title)} });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(scope.getState($popupMode)).toBeNull();
  });
});
`,
  "locales/th.json": dictionary,
  "locales/en.json": dictionary,
  "locales/cn.json": dictionary,
};

const write = async (path, text) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, await format(text, { ...(await resolveConfig(path)), filepath: path }));
  console.log(`wrote ${relative(root, path)}`);
};
for (const [file, text] of Object.entries(files)) await write(join(slice, file), text);

// Text edits, so the files keep their layout: the popup's entry last in popups.json, its code last in the registry.
const edit = async (file, pattern, insert) => {
  const path = join(root, file);
  const text = readFileSync(path, "utf8");
  if (!pattern.test(text)) throw new Error(`${file}: no ${pattern} to add ${Mode} to`);
  await write(path, text.replace(pattern, insert));
};
const entry = { member: true, path: name, menu: [{ in: "drawer", order: 80, label: `${name}:menu` }] };
await edit("src/shared/popup/popups.json", /\n}\s*$/, `,\n  "${Mode}": ${JSON.stringify(entry)}\n}\n`);
await edit(
  "src/app/popup-registry.ts",
  /(const loaders: Record<PopupMode, PopupLoader> = {[^]*?)\n};/,
  `$1\n  ${Mode}: from(() => import("@/features/${name}"), "${Mode}Popup"),\n};`,
);

console.log(`
By hand (docs/architecture.md, "Recipe: a new popup with a new call"):
  openapi/lobby.yaml      the operation (a named example per answer), then npm run api:gen
  src/features/${name}/api/   the call: a mutation hook, or an effect the model starts on popupShown
  src/features/${name}/ui/${name}-popup.tsx and its test: the popup's content, the call's outcomes
  src/features/${name}/locales/{th,en,cn}.json: the text (th and cn hold the English placeholder)
  src/shared/popup/popups.json: the drawer item's place ("order"), or none; "linkable" for ?popup=${Mode}
`);
