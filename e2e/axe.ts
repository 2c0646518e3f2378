import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}
interface InPageAxe {
  run(context: Document | { include: string[][] }, options: object): Promise<{ violations: Violation[] }>;
}

/**
 * axe-core's violations on the page for the given run options (`runOnly` by tag or rule).
 * AxeBuilder injects axe into the page and its frames for every check (about 1.2 s of a 2 s check
 * on this machine): once it is in the page, later checks in the same document run it in place
 * (0.8 s). A page with a frame always goes through AxeBuilder, which puts axe in the frame too.
 * `within` scopes the check to an element (e.g. an open modal dialog: the page behind it is inert
 * and was checked before it opened); page-level rules then do not run.
 */
export async function axeViolations(page: Page, runOnly: { type: "tag" | "rule"; values: string[] }, within?: string): Promise<Violation[]> {
  const inPlace = await page.evaluate(() => "axe" in window && !document.querySelector("iframe"));
  if (inPlace) {
    return page.evaluate(
      async ([runOnly, within]) =>
        (await (window as unknown as { axe: InPageAxe }).axe.run(within ? { include: [[within]] } : document, { runOnly, resultTypes: ["violations"] }))
          .violations,
      [runOnly, within] as const,
    );
  }
  // options() replaces what withTags()/withRules() set: runOnly goes in with the rest.
  const builder = new AxeBuilder({ page }).options({ runOnly, resultTypes: ["violations"] });
  return (await (within ? builder.include(within) : builder).analyze()).violations;
}

/** axe-core's serious and critical violations on the page (WCAG 2.1 A/AA and best practice), one line each. */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  const violations = await axeViolations(page, { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] }, within);
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 5)
          .join(" | ")}`,
    );
}
