/**
 * The fault table: one row per /lobby/api call the UI makes, as data (no browser code), so both
 * layers read it. Vitest (scripts/fault-matrix.test.mjs) drives the real client through every
 * row × every kind it lists; the browser (e2e/faults.spec.ts with e2e/fault-cases.ts) runs only
 * the row's `browser` kinds: the one that shows the row's whole flow on screen, plus the 401 and
 * the slow case where they differ in kind (a session that ends, a public 401, a loading state).
 * A row whose screen is another row's (the same popup red list with the same text) shows nothing
 * more in the browser: its `browser` list is empty and names the row that shows it; Vitest still
 * checks its call, error kind, text, call count and session rule.
 */

/** The five ways a /lobby/api call can go wrong that every call is tested against. */
export type FaultKind = "500" | "network" | "slow" | "malformed" | "401";
export const FAULT_KINDS: readonly FaultKind[] = ["500", "network", "slow", "malformed", "401"];
const ALL = FAULT_KINDS;

export interface FaultRow {
  name: string;
  /** Fragment of the path after /lobby/api, e.g. "/customers/profile" (what the browser fault matches). */
  path: string;
  method: "GET" | "POST" | "DELETE";
  /** The contract operation and its path parameters, as the client calls it. */
  call: { schemaPath: string; params?: Record<string, string | number> };
  /** Every kind the call is checked against (client level, in Vitest). */
  kinds: readonly FaultKind[];
  /** The kinds also shown in the browser (none where another row shows the same outcome). */
  browser: readonly FaultKind[];
  /** The call carries the member's token: its 401 ends the session. */
  member?: boolean;
}

export const faultRows = [
  {
    name: "profile on a member page (member bar credit)",
    path: "/customers/profile",
    method: "GET",
    call: { schemaPath: "/customers/profile" },
    kinds: ALL,
    browser: ["500", "401", "slow"],
    member: true,
  },
  {
    name: "profile in English (drawer credit)",
    path: "/customers/profile",
    method: "GET",
    call: { schemaPath: "/customers/profile" },
    kinds: ["500", "network", "401"],
    browser: ["network"],
    member: true,
  },
  { name: "notification (guest)", path: "/notification", method: "GET", call: { schemaPath: "/notification" }, kinds: ALL, browser: ["500"] },
  {
    name: "notification (member: a 401 on this public call keeps the session)",
    path: "/notification",
    method: "GET",
    call: { schemaPath: "/notification" },
    kinds: ["500", "network", "malformed", "401"],
    browser: ["401"],
    member: true,
  },
  // A public call: its 401 means wrong credentials, not an ended session.
  { name: "login", path: "/login", method: "POST", call: { schemaPath: "/login" }, kinds: ALL, browser: ["500", "401"] },
  { name: "register: phone", path: "/register/phone", method: "POST", call: { schemaPath: "/register/phone" }, kinds: ALL, browser: ["500"] },
  { name: "register: OTP (real-OTP backend)", path: "/register/otp", method: "POST", call: { schemaPath: "/register/otp" }, kinds: ALL, browser: ["network"] },
  // The temporary registration token is not a session: a 401 is a failure message here.
  { name: "register: password", path: "/register/password", method: "POST", call: { schemaPath: "/register/password" }, kinds: ALL, browser: ["401"] },
  {
    name: "register: bank account",
    path: "/register/bank-account",
    method: "POST",
    call: { schemaPath: "/register/bank-account" },
    kinds: ALL,
    browser: [] /* on screen as "register: phone (same red list; a malformed answer reads as a 500)" */,
  },
  {
    name: "reset password: start",
    path: "/reset-password/start",
    method: "POST",
    call: { schemaPath: "/reset-password/start" },
    kinds: ALL,
    browser: [] /* on screen as "register: phone (same red list, same text)" */,
  },
  {
    name: "reset password: confirm OTP",
    path: "/reset-password/confirm-otp",
    method: "POST",
    call: { schemaPath: "/reset-password/confirm-otp" },
    kinds: ALL,
    browser: [] /* on screen as "register: OTP (same red list, the network text)" */,
  },
  {
    name: "reset password: new password",
    path: "/reset-password/confirm-password",
    method: "POST",
    call: { schemaPath: "/reset-password/confirm-password" },
    kinds: ALL,
    browser: [] /* on screen as "register: phone (same red list; a malformed answer reads as a 500)" */,
  },
  {
    name: "change password",
    path: "/customers/update-password",
    method: "POST",
    call: { schemaPath: "/customers/update-password" },
    kinds: ALL,
    browser: [] /* on screen as "withdraw (a member form's red list after a 500)" */,
    member: true,
  },
  {
    name: "credit check",
    path: "/customers/check-credit",
    method: "GET",
    call: { schemaPath: "/customers/check-credit" },
    kinds: ALL,
    browser: ["network"],
    member: true,
  },
  {
    name: "turnover check after a credit check",
    path: "/customers/check-turnover",
    method: "GET",
    call: { schemaPath: "/customers/check-turnover" },
    kinds: ["500", "network", "malformed", "401"],
    browser: ["500"],
    member: true,
  },
  // The real 10 s slow answer: busy, then the pending request it created.
  {
    name: "deposit (bank transfer)",
    path: "/requests/deposit/prepare",
    method: "POST",
    call: { schemaPath: "/requests/deposit/prepare" },
    kinds: ALL,
    browser: ["500", "slow"],
    member: true,
  },
  {
    name: "deposit (payment gateway)",
    path: "/requests/deposit/payment-gateway",
    method: "POST",
    call: { schemaPath: "/requests/deposit/payment-gateway" },
    kinds: ["500", "network", "malformed", "401"],
    browser: ["network"],
    member: true,
  },
  {
    name: "deposit cancel",
    path: "/cancel",
    method: "POST",
    call: { schemaPath: "/requests/deposit/{id}/cancel", params: { id: 1 } },
    kinds: ALL,
    browser: ["500"],
    member: true,
  },
  { name: "withdraw", path: "/requests/withdraw", method: "POST", call: { schemaPath: "/requests/withdraw" }, kinds: ALL, browser: ["500"], member: true },
  {
    name: "referral information",
    path: "/customers/referral",
    method: "GET",
    call: { schemaPath: "/customers/referral" },
    kinds: ALL,
    browser: ["network"],
    member: true,
  },
  {
    name: "referral bonus withdrawal",
    path: "/customers/get-referral-bonus",
    method: "POST",
    call: { schemaPath: "/customers/get-referral-bonus" },
    kinds: ALL,
    browser: ["500"],
    member: true,
  },
  {
    name: "bonus claim by number",
    path: "/customers/get-bonus/",
    method: "POST",
    call: { schemaPath: "/customers/get-bonus/{id}", params: { id: 9001 } },
    kinds: ALL,
    browser: ["malformed"],
    member: true,
  },
  {
    name: "event bonus activation",
    path: "/activate",
    method: "POST",
    call: { schemaPath: "/customers/events/{id}/activate", params: { id: 1 } },
    kinds: ALL,
    browser: ["network"],
    member: true,
  },
  { name: "game catalogue", path: "/catalogue", method: "GET", call: { schemaPath: "/catalogue" }, kinds: ALL, browser: ["500"] },
  {
    name: "game launch (spec: failures show nothing)",
    path: "/launch-game/",
    method: "GET",
    call: { schemaPath: "/launch-game/{provider}/{game}", params: { provider: "pg", game: "jade-fruits" } },
    kinds: ALL,
    browser: ["network"],
    member: true,
  },
  // Web Push (extension): the member centre's switch. Its failure is the switch's own notice
  // (e2e/push.spec.ts shows the switch); the client-level matrix checks the call.
  {
    name: "push subscription (switch on)",
    path: "/customers/push-subscriptions",
    method: "POST",
    call: { schemaPath: "/customers/push-subscriptions" },
    kinds: ALL,
    browser: [],
    member: true,
  },
  {
    name: "push subscription removal (switch off, logout)",
    path: "/customers/push-subscriptions",
    method: "DELETE",
    call: { schemaPath: "/customers/push-subscriptions" },
    kinds: ALL,
    browser: [],
    member: true,
  },
] as const satisfies readonly FaultRow[];

export type FaultRowName = (typeof faultRows)[number]["name"];

/** The row of that name (a typo is a type error). */
export function faultRow(name: FaultRowName): FaultRow {
  const row = faultRows.find((r) => r.name === name);
  if (!row) throw new Error(`no fault row ${name}`);
  return row;
}
