/**
 * A failure the player was shown, for the field reports (src/app/field-reports): a region or page that
 * showed its failure, a money call whose outcome stayed unknown. `[kind, where, error]`: `where` names
 * the region, the popup or the call. Nothing here leaves the phone.
 */
export type Fault = [kind: "region" | "page" | "unknown-outcome", where: string, error: unknown];

/**
 * Faults from before the field reports' code has loaded (it loads after the first screen, only when
 * config.json names a collector): it takes these and then puts its own `push` in place, so every
 * later `faults.push(fault)` goes straight to it. Kept this small on purpose: it is in the first
 * screen's JavaScript. A page shows a handful of failures at most (a region fails once per try).
 */
export const faults: Fault[] = [];
