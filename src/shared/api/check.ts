import { responseValidators, type ContractError } from "@generated/validators";
import { loadValidators, noteDropped, recordReport, type CheckResult, type ContractReport } from "./contract-report";

export { safeAnswer } from "./answer-text";
export { checkedAnswer } from "./checked-answer";

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

/** Every violation in the console (in development each one with its path and Ajv's message), then to the listeners. */
function report(r: ContractReport): void {
  const where = `${r.route} ${r.status} (${r.operationId})`;
  if (r.undeclared) console.error(`[contract] ${where}: status ${r.status} is not declared for this operation`);
  if (import.meta.env.DEV) {
    for (const d of r.dropped) console.error(`[contract] ${where}: dropped ${d.path}: ${d.message}`);
    for (const e of r.refused) console.error(`[contract] ${where}: answer refused, ${e.path || "/"}: ${e.message}`);
  } else {
    console.warn(`[contract] ${where}: ${r.dropped.length} item(s) dropped${r.refused.length ? ", answer refused" : ""}`);
  }
  recordReport(r);
}

/**
 * Checks one answer by its class of status. `data` is the parsed body (mutated when items of a 2XX
 * are dropped). A 2XX is checked against the operation's success schema whatever its exact status;
 * a 4XX/5XX against the error schema its status or class declares (never cleaned: it is refused or
 * not). An undeclared status is reported. Unknown routes pass unchecked.
 */
export async function checkAnswer(route: string, status: number, data: unknown): Promise<CheckResult> {
  const entry = responseValidators[route];
  const validators = entry ? await loadValidators(route) : null;
  if (!entry || !validators) return { ok: true, data, changed: false };
  const { key, declared } = schemaKeyFor(validators.declared, status);
  const validate = key === null ? undefined : validators[`s${key}`];
  const base = { operationId: entry.operationId, route, status, undeclared: !declared };
  if (!validate || validate(data)) {
    noteDropped(route, []);
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
    noteDropped(
      route,
      dropped.map((d) => d.path),
    );
  report({ ...base, dropped, refused });
  return ok ? { ok: true, data, changed: true } : { ok: false };
}
