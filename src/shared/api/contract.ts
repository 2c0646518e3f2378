import { responseValidators, type ContractError, type ValidatorModule } from "@generated/validators";

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

function report(r: ContractReport): void {
  reports.push(r);
  if (reports.length > 100) reports.shift();
  const where = `${r.route} ${r.status} (${r.operationId})`;
  if (r.undeclared) console.error(`[contract] ${where}: status ${r.status} is not declared for this operation`);
  if (import.meta.env.DEV) {
    // Loud in development: every violation with its path and Ajv's message.
    for (const d of r.dropped) console.error(`[contract] ${where}: dropped ${d.path}: ${d.message}`);
    for (const e of r.refused) console.error(`[contract] ${where}: answer refused, ${e.path || "/"}: ${e.message}`);
  } else {
    console.warn(`[contract] ${where}: ${r.dropped.length} item(s) dropped${r.refused.length ? ", answer refused" : ""}`);
  }
  for (const l of listeners) l(r);
}

/** The list items dropped from each route's latest answer (JSON pointers); none when it was valid. */
const lastDropped = new Map<string, readonly string[]>();

/**
 * How many items under `listPath` (e.g. `/data/history`) were dropped from the latest answer of
 * `route`: a money list says so instead of silently showing fewer items.
 */
export function droppedFromLatest(route: string, listPath: string): number {
  return (lastDropped.get(route) ?? []).filter((p) => p.startsWith(`${listPath}/`) && !p.slice(listPath.length + 1).includes("/")).length;
}

const loaded = new Map<string, Promise<ValidatorModule | null>>();

/** Starts loading an operation's validators (called when its request leaves, so both travel together). */
export function loadValidators(route: string): Promise<ValidatorModule | null> {
  let p = loaded.get(route);
  if (!p) {
    const entry = responseValidators[route];
    // A chunk that cannot load (offline, a new deployment) lets answers through unchecked; the call itself decides.
    p = entry ? entry.load().catch(() => null) : Promise.resolve(null);
    loaded.set(route, p);
  }
  return p;
}

const unescape = (s: string) => s.replace(/~1/g, "/").replace(/~0/g, "~");

/** The innermost array item on an error's path, or null when the error is not inside a list. */
function innermostItem(root: unknown, instancePath: string): { list: unknown[]; index: number; path: string } | null {
  let node = root;
  let found: { list: unknown[]; index: number; path: string } | null = null;
  let path = "";
  for (const segment of instancePath.split("/").slice(1).map(unescape)) {
    path += `/${segment}`;
    if (Array.isArray(node)) {
      const index = Number(segment);
      if (!Number.isInteger(index)) return found;
      found = { list: node, index, path };
      node = node[index];
    } else if (typeof node === "object" && node !== null) {
      node = (node as Record<string, unknown>)[segment];
    } else {
      break;
    }
  }
  return found;
}

const describe = (e: ContractError) => `${e.message ?? e.keyword}${e.params.allowedValues ? ` ${JSON.stringify(e.params.allowedValues)}` : ""}`;

/**
 * The validator an answer of `status` is checked against, by its class of status: the declared
 * status, else its declared class (`5XX`); any other 2XX gets the operation's success schema.
 * `declared` is false when the contract does not list the status (itself a violation).
 */
export function schemaKeyFor(statuses: readonly string[], status: number): { key: string | null; declared: boolean } {
  const exact = String(status);
  if (statuses.includes(exact)) return { key: exact, declared: true };
  const cls = `${exact[0] ?? ""}XX`;
  if (statuses.includes(cls)) return { key: cls, declared: true };
  if (status >= 200 && status < 300) return { key: statuses.find((s) => s.startsWith("2")) ?? null, declared: false };
  return { key: null, declared: false };
}

/**
 * Checks one answer by its class of status. `data` is the parsed body (mutated when items of a 2XX
 * are dropped). A 2XX is checked against the operation's success schema whatever its exact status;
 * a 4XX/5XX against the error schema its status or class declares (never cleaned: it is refused or
 * not). An undeclared status is reported. Unknown routes pass unchecked.
 */
export async function checkAnswer(route: string, status: number, data: unknown): Promise<CheckResult> {
  const entry = responseValidators[route];
  if (!entry) return { ok: true, data, changed: false };
  const { key, declared } = schemaKeyFor(entry.statuses, status);
  const validate = key === null ? undefined : (await loadValidators(route))?.[`s${key}`];
  const base = { operationId: entry.operationId, route, status, undeclared: !declared };
  if (!validate || validate(data)) {
    lastDropped.delete(route);
    if (!declared) report({ ...base, dropped: [], refused: [] });
    return { ok: true, data, changed: false };
  }
  const success = status >= 200 && status < 300;

  const errors = validate.errors ?? [];
  const drops = new Map<unknown[], Map<number, string>>();
  const dropped: ContractReport["dropped"] = [];
  for (const e of success ? errors : []) {
    const item = innermostItem(data, e.instancePath);
    if (!item) continue;
    const indexes = drops.get(item.list) ?? new Map<number, string>();
    drops.set(item.list, indexes);
    if (!indexes.has(item.index)) {
      indexes.set(item.index, item.path);
      dropped.push({ path: item.path, message: `${e.instancePath.slice(item.path.length) || "/"} ${describe(e)}` });
    }
  }
  for (const [list, indexes] of drops) {
    for (const index of [...indexes.keys()].sort((a, b) => b - a)) list.splice(index, 1);
  }
  // Whatever still fails once the bad items are gone is a fault of the answer itself.
  const ok = dropped.length > 0 && validate(data);
  const refused = ok ? [] : (validate.errors ?? errors).map((e) => ({ path: e.instancePath, message: describe(e) }));
  if (ok)
    lastDropped.set(
      route,
      dropped.map((d) => d.path),
    );
  report({ ...base, dropped, refused });
  return ok ? { ok: true, data, changed: true } : { ok: false };
}

/** Whether a 2XX of this route must carry a body (the operation declares a JSON success schema). */
export function expectsBody(route: string): boolean {
  return responseValidators[route]?.successBody ?? false;
}
