import type { ValidatorModule } from "@generated/validators";

/**
 * Answers checked at the boundary against the contract (docs/product-decisions.md, "Answers from the server"):
 * an item of a list that breaks the contract is dropped and reported; anything else that
 * breaks it fails the whole answer. Validators are generated per operation (Ajv standalone
 * code, no eval) and loaded on the operation's first request, so a guest never downloads
 * the validators of member answers.
 */
export interface ContractReport {
  operationId: string;
  /** "GET /catalogue" */
  route: string;
  status: number;
  /** Array items removed from the answer (JSON pointers) with the first reason for each. */
  dropped: { path: string; message: string }[];
  /** Errors that no dropped item explains: the answer was refused. Empty when it was accepted. */
  refused: { path: string; message: string }[];
  /**
   * The status is not one the operation declares (e.g. a 203 where the contract says 200): the answer
   * was checked against the schema of its class (a 2XX against the success schema).
   */
  undeclared: boolean;
}

export type CheckResult = { ok: true; data: unknown; changed: boolean } | { ok: false };

const listeners = new Set<(report: ContractReport) => void>();
const reports: ContractReport[] = [];

/** Every violation so far (the dev panel lists them) and the ones to come. Returns the unsubscribe. */
export function onContractViolation(listener: (report: ContractReport) => void): () => void {
  for (const r of reports) listener(r);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps a report for the listeners (the dev panel); ./check.ts, which makes it, also logs it. */
export function recordReport(r: ContractReport): void {
  reports.push(r);
  if (reports.length > 100) reports.shift();
  for (const l of listeners) l(r);
}

/** The list items dropped from each route's latest answer (JSON pointers); none when it was valid. */
const lastDropped = new Map<string, readonly string[]>();

/** Records what the latest answer of `route` lost (an empty list for a valid answer). */
export function noteDropped(route: string, paths: readonly string[]): void {
  if (paths.length) lastDropped.set(route, paths);
  else lastDropped.delete(route);
}

/**
 * How many items under `listPath` (e.g. `/data/history`) were dropped from the latest answer of
 * `route`: a money list says so instead of silently showing fewer items.
 */
export function droppedFromLatest(route: string, listPath: string): number {
  return (lastDropped.get(route) ?? []).filter((p) => p.startsWith(`${listPath}/`) && !p.slice(listPath.length + 1).includes("/")).length;
}

const loaded = new Map<string, Promise<ValidatorModule | null>>();

/**
 * The index of every operation's validators travels with the answer and config checks (one chunk,
 * vite.config.ts), which the config check has loaded before the first request leaves; the first
 * screen's JavaScript does not carry it.
 */
const validatorIndex = () => import("@generated/validators").then((m) => m.responseValidators);

/** Starts loading an operation's validators (called when its request leaves, so both travel together). */
export function loadValidators(route: string): Promise<ValidatorModule | null> {
  let p = loaded.get(route);
  if (!p) {
    // A chunk that cannot load (offline, a new deployment) lets answers through unchecked; the call itself decides.
    p = validatorIndex()
      .then((index) => index[route]?.load() ?? null)
      .catch(() => null);
    loaded.set(route, p);
  }
  return p;
}
