// @vitest-environment node
// Every row of the hostile-answer table (e2e/hostile-answers.ts) classified without a browser: the
// row's mutation is applied to the contract example Prism serves for its call (loaded by Prism's own
// loader, $refs resolved) and the answer goes through the app's boundary check
// (src/shared/api/contract.ts; for the login, then the session check its callers apply). The browser
// suite (e2e/hostile.spec.ts) shows one row per call, view and outcome on screen.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { hostileAnswers } from "../e2e/hostile-answers.ts";
import { checkAnswer, onContractViolation } from "../src/shared/api/contract.ts";
import { usableSession } from "../src/shared/api/token.ts";
import { loadContract } from "./verify/contract.mjs";

/** Checks the app applies to an accepted answer of a call, beyond the contract (throw = refused). */
const AFTER_CONTRACT = { "POST /login": usableSession };

/** `value` with the array items at `paths` (JSON pointers) removed, the way the boundary drops them. */
function without(value, paths) {
  const copy = structuredClone(value);
  for (const p of [...paths].sort((a, b) => b.localeCompare(a, undefined, { numeric: true }))) {
    const segments = p.split("/").slice(1);
    const index = Number(segments.pop());
    const list = segments.reduce((node, s) => node[s], copy);
    list.splice(index, 1);
  }
  return copy;
}
const arrayIndexes = (pointer, root) => {
  let node = root;
  let n = 0;
  for (const s of pointer.split("/").slice(1)) {
    if (Array.isArray(node)) n += 1;
    node = node?.[s];
  }
  return n;
};

let contract;
const reports = [];
beforeAll(async () => {
  contract = await loadContract();
  onContractViolation((r) => reports.push(r));
}, 60_000);
// Violations are loud on purpose (console.error in development); keep the test output readable.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

/** The row's answer: its named example (or the call's first, which Prism serves by default), mutated. */
function answerOf(row) {
  const match = contract.match(row.method, row.path);
  if (!match) throw new Error(`${row.method} ${row.path} is not in the contract`);
  const examples = contract.examples(match.op, "200");
  const name = row.example ?? Object.keys(examples)[0];
  if (!(name in examples)) throw new Error(`${row.method} ${row.path} has no example ${name}`);
  const original = structuredClone(examples[name]);
  return { original, mutated: row.mutate(structuredClone(original)) };
}

/** What the app makes of the answer: refused, or accepted with the items it dropped. */
async function classify(row, answer) {
  const route = `${row.method} ${row.path}`;
  const before = reports.length;
  const result = await checkAnswer(route, 200, structuredClone(answer));
  const dropped = reports.slice(before).flatMap((r) => r.dropped.map((d) => d.path));
  if (!result.ok) return { refused: true, dropped };
  try {
    AFTER_CONTRACT[route]?.(result.data);
  } catch {
    return { refused: true, dropped };
  }
  return { refused: false, dropped, data: result.data };
}

describe("hostile answers at the boundary", () => {
  it("covers every row of the table", () => {
    expect(hostileAnswers).toHaveLength(102);
  });

  it.each(hostileAnswers.map((row) => [`${row.name} → ${row.outcome}`, row]))("%s", async (_, row) => {
    const { original, mutated } = answerOf(row);
    const got = await classify(row, mutated);
    if (row.outcome === "failure-state") {
      expect(got.refused, "the answer is refused").toBe(true);
      return;
    }
    expect(got.refused, "the answer is accepted").toBe(false);
    if (row.outcome === "item-dropped") {
      // Exactly the mutated item goes: the rest equals the unmutated example without that item.
      expect(got.dropped).toHaveLength(1);
      expect(got.data).toEqual(without(original, got.dropped));
    } else {
      // Every item stays; at most a detail inside one (an unknown flag) is cleaned.
      for (const p of got.dropped) expect(arrayIndexes(p, mutated), `${p} is a detail of an item`).toBeGreaterThan(1);
      expect(got.data).toEqual(without(mutated, got.dropped));
    }
  });
});
