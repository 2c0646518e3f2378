// Development and e2e only (never imported by production code): mock journeys. A journey says,
// per call, which of the contract's named examples answers the 1st, 2nd, … request, in steps that
// begin when the app sends a given call ("after the deposit is created, the profile answers
// pendingDepositBank ×2, then depositCompleted"). The names are checked against the contract
// (generated/examples.d.ts); the answers go out as Prism's `Prefer` header, nothing else changes.
import type { ExampleNames, OperationId } from "@generated/examples";
import scenarios from "@generated/scenarios.json" with { type: "json" };

export type { OperationId };

/** One answer, or one answer for the next `n` requests. */
type Answer<Op extends OperationId> = ExampleNames[Op] | readonly [ExampleNames[Op], number];
/** Per call: one answer for every request, or a sequence whose last entry repeats. */
type Answers = { [Op in OperationId]?: Answer<Op> | readonly Answer<Op>[] };

interface JourneyStep {
  /** The step begins once the app has sent this call (that request is still answered by the step before). */
  after?: OperationId;
  answers: Answers;
  /** What the developer sees during this step (panel and docs/mock-and-journeys.md). */
  note?: string;
}

export interface Journey {
  name: string;
  /** One line: the transition (docs/requirements.md, R-FLOW) this journey shows. */
  title: string;
  /** Where it starts, under /lobby (e.g. "/deposit"). */
  start: string;
  /** A member journey starts with a seeded session; a guest journey with none. */
  session: "member" | "guest";
  /** Runtime configuration switches the journey needs (development: applied to config.json as it loads). */
  features?: { realOtp?: boolean };
  /** The clock speed (development time control) it is best watched at. */
  speed?: number;
  /** What to do in the app, in order. */
  watch: readonly string[];
  /** The first step has no `after`: it applies from the start. */
  steps: readonly [JourneyStep, ...JourneyStep[]];
}

export const defineJourney = <const J extends Journey>(journey: J): J => journey;

interface ScenarioRow {
  operationId: string;
  method: string;
  path: string;
  examples: { status: string; name: string }[];
}
const SCENARIOS = scenarios as ScenarioRow[];

/** `Prefer` for an example: its status code ("5XX" asks for 500) and its name. */
export function preferFor(operationId: string, name: string): string {
  const status = SCENARIOS.find((s) => s.operationId === operationId)?.examples.find((e) => e.name === name)?.status;
  const code = status?.replace(/^(\d)XX$/, "$100");
  return code && /^\d+$/.test(code) ? `code=${code}, example=${name}` : `example=${name}`;
}

const ROUTES = SCENARIOS.map((s) => ({
  operationId: s.operationId,
  method: s.method,
  pattern: new RegExp(`^${s.path.replace(/\{[^}]+\}/g, "[^/]+")}$`),
}));

export const isOperation = (op: string): op is OperationId => SCENARIOS.some((s) => s.operationId === op);

/** The contract operation a request is for (path relative to /lobby/api), or undefined. */
export function operationOf(method: string, path: string): OperationId | undefined {
  const p = path.split("?")[0] ?? path;
  return ROUTES.find((r) => r.method === method.toUpperCase() && r.pattern.test(p))?.operationId as OperationId | undefined;
}

/** Where a journey has got to: the current step and how many requests of each call it has answered. */
export interface JourneyState {
  step: number;
  counts: Partial<Record<string, number>>;
}

export const initialState = (): JourneyState => ({ step: 0, counts: {} });

type Entry = string | readonly [string, number];
const isTuple = (a: unknown): a is readonly [string, number] => Array.isArray(a) && a.length === 2 && typeof a[0] === "string" && typeof a[1] === "number";

const expand = (answer: Answer<OperationId> | readonly Answer<OperationId>[]): { name: string; times: number }[] => {
  const list: readonly Entry[] = typeof answer === "string" || isTuple(answer) ? [answer] : (answer as readonly Entry[]);
  return list.map((a) => (typeof a === "string" ? { name: a, times: 1 } : { name: a[0], times: a[1] }));
};

/** The answer list of `op` in force at `step`: the step's own, else the latest earlier step's last entry. */
function answersAt(journey: Journey, step: number, op: OperationId): { name: string; times: number }[] | undefined {
  const own = journey.steps[step]?.answers[op];
  if (own !== undefined) return expand(own as Answer<OperationId>);
  for (let i = step - 1; i >= 0; i--) {
    const earlier = journey.steps[i]?.answers[op];
    if (earlier !== undefined) return expand(earlier as Answer<OperationId>).slice(-1);
  }
  return undefined;
}

/**
 * The example for the next request of `op`, and the state after it. Undefined name: the journey
 * says nothing about this call (Prism's default, or the per-call picker's choice).
 */
export function nextAnswer(journey: Journey, state: JourneyState, op: OperationId): { name: string | undefined; state: JourneyState } {
  const list = answersAt(journey, state.step, op);
  const n = state.counts[op] ?? 0;
  let name: string | undefined;
  if (list) {
    let left = n;
    for (const entry of list) {
      name = entry.name;
      if (left < entry.times) break;
      left -= entry.times;
    }
  }
  let next: JourneyState = { step: state.step, counts: { ...state.counts, [op]: n + 1 } };
  const following = journey.steps[state.step + 1];
  if (following?.after === op) next = { step: state.step + 1, counts: {} };
  return { name, state: next };
}

/** Every example a journey names exists in the contract (the types check this too; this is for plain JSON). */
export function unknownExamples(journey: Journey): string[] {
  const bad: string[] = [];
  for (const step of journey.steps) {
    for (const [op, answer] of Object.entries(step.answers)) {
      const names = SCENARIOS.find((s) => s.operationId === op)?.examples.map((e) => e.name) ?? [];
      for (const { name } of expand(answer as Answer<OperationId>)) if (!names.includes(name)) bad.push(`${op}: ${name}`);
    }
  }
  return bad;
}
