import { loadValidators, type CheckResult } from "./contract-report";

export { droppedFromLatest, onContractViolation, loadValidators, type ContractReport, type CheckResult } from "./contract-report";

type Checks = typeof import("./check");
let checks: Promise<Checks | null> | null = null;
/**
 * The answer checks (./check.ts: the contract check by class of status, and the safe-text pass) are
 * a chunk of their own, loaded when the first request leaves, beside that call's validators: the
 * guest home's initial JavaScript does not carry them. A chunk that cannot load (offline, a new
 * deployment) lets answers through unchecked, as a validator that cannot load does.
 */
export function loadChecks(): Promise<Checks | null> {
  checks ??= import("./check").catch(() => null);
  return checks;
}

/**
 * Checks one answer by its class of status (./check.ts). `data` is the parsed body (mutated when
 * items of a 2XX are dropped). Unknown routes pass unchecked.
 */
export async function checkAnswer(route: string, status: number, data: unknown): Promise<CheckResult> {
  const loaded = await loadChecks();
  return loaded ? loaded.checkAnswer(route, status, data) : { ok: true, data, changed: false };
}

/** Whether a 2XX of this route must carry a body (the operation declares a JSON success schema). */
export async function expectsBody(route: string): Promise<boolean> {
  const validators = await loadValidators(route);
  return validators?.declared.some((s) => s.startsWith("2") && validators[`s${s}`] !== undefined) ?? false;
}
