/**
 * Hostile answers: one row per call × mutation of its real (Prism) answer, as pure data (no
 * Playwright), so two suites share it:
 * - src/app/hostile-answers.test.mjs (Vitest) runs EVERY row through the app's boundary check
 *   (src/shared/api/contract.ts) against the contract example Prism serves, and asserts its outcome;
 * - e2e/hostile.spec.ts injects five rows into the real app in Chromium, one per way the UI shows
 *   an outcome (the rows and page steps are in e2e/hostile-cases.ts); the other views' screens are
 *   component tests (src/app/faults.test.tsx, the information popup's test).
 */
/* Answers are arbitrary JSON here: each mutation reaches into the shape it breaks. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mutations edit untyped JSON answers
type Json = any;

export type Outcome =
  /** One bad item of a list: it is hidden, the rest of the list stays. */
  | "item-dropped"
  /** The answer is odd but within the contract, or a bad item was only a detail: everything still shown. */
  | "kept"
  /** The whole answer breaks the contract: the feature's own failure state. */
  | "failure-state";

/** Where the outcome is seen (e2e/hostile-cases.ts opens the browser rows' views and checks the outcome there). */
export type View =
  | "catalogue on /lobby"
  | "catalogue on home"
  | "notice"
  | "member bar"
  | "credit"
  | "history"
  | "history type"
  | "history date"
  | "activities"
  | "referral"
  | "login";

export interface HostileAnswer {
  name: string;
  /** Path after /lobby/api, exact (e.g. "/catalogue"). */
  path: string;
  method: "GET" | "POST";
  member?: boolean;
  /** Which named example Prism answers before the mutation (its first example when absent). */
  example?: string;
  view: View;
  mutate(body: Json): Json;
  outcome: Outcome;
}

const HUGE = "ก".repeat(10_000);

/** Applies `fn` to the most popular slot, the first card of the grids' default (slot) tab. */
const topGame = (fn: (g: Json) => void) => (body: Json) => {
  const top = body.games.filter((g: Json) => g.category === "slot").sort((a: Json, b: Json) => b.popularity - a.popularity)[0];
  fn(top);
  return body;
};

// --- catalogue -------------------------------------------------------------------------------

const gameMutations: { name: string; outcome: Outcome; mutate: (b: Json) => Json }[] = [
  { name: "top game without flags", outcome: "item-dropped", mutate: topGame((g) => delete g.flags) },
  { name: "top game flags null", outcome: "item-dropped", mutate: topGame((g) => (g.flags = null)) },
  { name: "top game flags a string", outcome: "item-dropped", mutate: topGame((g) => (g.flags = "hot")) },
  { name: "top game flags [1] (only the bad flag goes)", outcome: "kept", mutate: topGame((g) => (g.flags = [1])) },
  { name: "top game popularity a string", outcome: "item-dropped", mutate: topGame((g) => (g.popularity = "high")) },
  { name: "top game popularity null", outcome: "item-dropped", mutate: topGame((g) => (g.popularity = null)) },
  { name: "top game name null", outcome: "item-dropped", mutate: topGame((g) => (g.name = null)) },
  { name: "top game name a number", outcome: "item-dropped", mutate: topGame((g) => (g.name = 123)) },
  { name: "top game unknown category", outcome: "item-dropped", mutate: topGame((g) => (g.category = "poker")) },
  { name: "top game without code", outcome: "item-dropped", mutate: topGame((g) => delete g.code) },
  { name: "top game provider an object", outcome: "item-dropped", mutate: topGame((g) => (g.provider = {})) },
  { name: "top game thumbnail null", outcome: "item-dropped", mutate: topGame((g) => (g.thumbnail = null)) },
  { name: "top game an empty object", outcome: "item-dropped", mutate: topGame((g) => Object.keys(g).forEach((k) => delete g[k])) },
  { name: "top game unknown flag", outcome: "kept", mutate: topGame((g) => (g.flags = ["jackpot"])) },
  { name: "top game 10,000-character thumbnail", outcome: "kept", mutate: topGame((g) => (g.thumbnail = HUGE)) },
  { name: "top game extra fields", outcome: "kept", mutate: topGame((g) => Object.assign(g, { rtp: "96%", extra: { a: [1] } })) },
  {
    name: "8,000 more games (a huge list)",
    outcome: "kept",
    mutate: (b) => {
      const n = b.games.length;
      for (let i = 0; i < 8_000; i++) b.games.push({ ...b.games[i % n], code: `bulk-${i}`, popularity: 0 });
      return b;
    },
  },
  // The bad provider is the item dropped; the grid (and its top game) stays.
  { name: "a provider without name", outcome: "item-dropped", mutate: (b) => (delete b.providers.at(-1).name, b) },
  { name: "a provider active 'yes'", outcome: "item-dropped", mutate: (b) => ((b.providers.at(-1).active = "yes"), b) },
  { name: "games null", outcome: "failure-state", mutate: (b) => ((b.games = null), b) },
  { name: "games an object", outcome: "failure-state", mutate: (b) => ((b.games = { 0: b.games[0] }), b) },
  { name: "providers missing", outcome: "failure-state", mutate: (b) => (delete b.providers, b) },
  { name: "empty object", outcome: "failure-state", mutate: () => ({}) },
  { name: "success false without data", outcome: "failure-state", mutate: () => ({ success: false, msg: "error" }) },
  { name: "an array", outcome: "failure-state", mutate: (b) => [b] },
  { name: "null", outcome: "failure-state", mutate: () => null },
];

const catalogueAnswers: HostileAnswer[] = (["catalogue on /lobby", "catalogue on home"] as const).flatMap((view) =>
  gameMutations.map((m): HostileAnswer => ({ ...m, name: `${view}: ${m.name}`, path: "/catalogue", method: "GET", view })),
);

// --- notification (public; its failures are ignored) -----------------------------------------

/** The popup example holds one notice: a bad notice is dropped, which leaves none to show. */
const notificationMutations: { name: string; outcome: Outcome; mutate: (b: Json) => Json }[] = [
  { name: "unknown active 3", outcome: "item-dropped", mutate: (b) => ((b.data[0].active = 3), b) },
  { name: "content null", outcome: "item-dropped", mutate: (b) => ((b.data[0].content = null), b) },
  { name: "id a string", outcome: "item-dropped", mutate: (b) => ((b.data[0].id = "x"), b) },
  { name: "data null", outcome: "failure-state", mutate: () => ({ data: null }) },
  { name: "200 without data", outcome: "failure-state", mutate: () => ({}) },
  { name: "data a string", outcome: "failure-state", mutate: () => ({ data: "ประกาศ" }) },
  { name: "success false", outcome: "failure-state", mutate: () => ({ success: false, msg: "error" }) },
];

const notificationAnswers: HostileAnswer[] = notificationMutations.map((m) => ({
  name: `notification: ${m.name}`,
  path: "/notification",
  method: "GET",
  example: "popup",
  view: "notice",
  mutate: m.mutate,
  outcome: m.outcome,
}));

// --- profile (member) --------------------------------------------------------------------------

const data = (fn: (d: Json) => void) => (b: Json) => (fn(b.data), b);

const profile = (name: string, view: View, outcome: Outcome, mutate: (b: Json) => Json): HostileAnswer => ({
  name: `profile: ${name}`,
  path: "/customers/profile",
  method: "GET",
  member: true,
  view,
  mutate,
  outcome,
});

/** Profile answers the app refuses: the member stays in, credit shows "—", a toast says the server failed. */
const profileFailures: HostileAnswer[] = (
  [
    [
      "pending request with a numeric qr_code",
      data((d) => (d.pending_request = { id: 1, type: "deposit", amount: 100, created_at: "2026-11-22 10:00:00", qr_code: 123 })),
    ],
    ["username an object", data((d) => (d.username = { a: 1 }))],
    ["bank a number", data((d) => (d.bank = 123))],
    ["promotions null", data((d) => (d.promotions = null))],
    ["history an object", data((d) => (d.history = {}))],
    ["current promotion turnover a string", data((d) => (d.current_promotion.turnover = "x"))],
    ['credit_checking "1"', data((d) => (d.credit_checking = "1"))],
    ["payment_gateway_status 'yes'", data((d) => (d.payment_gateway_status = "yes"))],
    ["promotion_ids with a non-numeric key", data((d) => (d.promotion_ids = { abc: "x" }))],
    ["200 without data", () => ({})],
    ["success false", () => ({ success: false, msg: "error" })],
    ["data null", () => ({ data: null })],
  ] as const
).map(([name, mutate]) => profile(name, "member bar", "failure-state", mutate));

/** Credit mutations: the bar shows "—", never NaN, Infinity or a false 0.00 (a wallet with a non-numeric credit is dropped). */
const creditAnswers: HostileAnswer[] = (
  [
    ["credit a string", "item-dropped", (d: Json) => (d.games[0].credit = "abc")],
    ["credit null", "item-dropped", (d: Json) => (d.games[0].credit = null)],
    ["credit 1e308", "kept", (d: Json) => (d.games[0].credit = 1e308)],
    ["no game wallet", "kept", (d: Json) => (d.games = [])],
  ] as const
).map(([name, outcome, fn]) => profile(name, "credit", outcome, data(fn)));

/** One bad history item: the other one is still listed, with a translated type, and the list says one could not be shown. */
const historyAnswers: HostileAnswer[] = (
  [
    ["history item amount a string", (d: Json) => (d.history[0].amount = "abc")],
    ["history item status null", (d: Json) => (d.history[0].status = null)],
    ["history item created_at with a zone", (d: Json) => (d.history[0].created_at = "2026-11-21T12:42:10Z")],
    ["history item is null", (d: Json) => (d.history[0] = null)],
    ["history item bonus Infinity text", (d: Json) => (d.history[0].bonus = "Infinity")],
  ] as const
).map(([name, fn]) => profile(name, "history", "item-dropped", data(fn)));

/** A type the lobby does not know is still money: shown with the neutral label, its amount and status. */
const typeAnswers: HostileAnswer[] = [
  profile(
    "history item unknown type",
    "history type",
    "kept",
    data((d) => (d.history[0].type = "refund")),
  ),
];

/** An impossible date within the contract's pattern shows "—", not a rolled-over date. */
const dateAnswers: HostileAnswer[] = [
  profile(
    "history date 2026-02-31",
    "history date",
    "kept",
    data((d) => {
      d.history[1].created_at = "2026-02-31 10:00:00";
      d.history[1].deleted_at = null;
    }),
  ),
];

/** One bad event: the other is still offered. */
const eventAnswers: HostileAnswer[] = (
  [
    ["event bonus null", (d: Json) => (d.events[0].bonus = null)],
    ["event activated 'yes'", (d: Json) => (d.events[0].activated = "yes")],
    ["event without name", (d: Json) => delete d.events[0].name],
  ] as const
).map(([name, fn]) => profile(name, "activities", "item-dropped", data(fn)));

// --- referral (member) -------------------------------------------------------------------------

const referral = (name: string, outcome: Outcome, mutate: (b: Json) => Json): HostileAnswer => ({
  name: `referral: ${name}`,
  path: "/customers/referral",
  method: "GET",
  member: true,
  view: "referral",
  mutate,
  outcome,
});

const referralAnswers: HostileAnswer[] = [
  referral(
    "mlm referrals without level 3",
    "failure-state",
    data((d) => delete d.mlm_referrals.level_3),
  ),
  referral("200 without data", "failure-state", () => ({})),
  referral("success false", "failure-state", () => ({ success: false, msg: "error" })),
  referral(
    "bonus total a string",
    "failure-state",
    data((d) => (d.customer.bonus_referral_total = "x")),
  ),
  referral(
    "customer null",
    "failure-state",
    data((d) => (d.customer = null)),
  ),
  referral(
    "one friend with a text amount",
    "item-dropped",
    data((d) => {
      if (d.customer_referrals.length < 2) throw new Error("the referral example needs two friends for this case");
      d.customer_referrals[0].amount = "x";
    }),
  ),
];

// --- login --------------------------------------------------------------------------------------

const loginMutations: { name: string; mutate: (b: Json) => Json }[] = [
  { name: "200 {}", mutate: () => ({}) },
  { name: "access_token null", mutate: (b) => ((b.access_token = null), b) },
  { name: "access_token 'undefined'", mutate: (b) => ((b.access_token = "undefined"), b) },
  { name: "access_token 'null'", mutate: (b) => ((b.access_token = "null"), b) },
  { name: "access_token empty", mutate: (b) => ((b.access_token = ""), b) },
  { name: "access_token a number", mutate: (b) => ((b.access_token = 12345), b) },
  { name: "expires_in missing", mutate: (b) => (delete b.expires_in, b) },
  { name: "expires_in 0", mutate: (b) => ((b.expires_in = 0), b) },
  { name: "expires_in 1e20", mutate: (b) => ((b.expires_in = 1e20), b) },
  { name: "expires_in a string", mutate: (b) => ((b.expires_in = "3600"), b) },
  { name: "success false", mutate: () => ({ success: false, msg: "error" }) },
];

const loginAnswers: HostileAnswer[] = loginMutations.map((m) => ({
  name: `login: ${m.name}`,
  path: "/login",
  method: "POST",
  view: "login",
  mutate: m.mutate,
  outcome: "failure-state",
}));

export const hostileAnswers: HostileAnswer[] = [
  ...catalogueAnswers,
  ...notificationAnswers,
  ...profileFailures,
  ...creditAnswers,
  ...historyAnswers,
  ...typeAnswers,
  ...dateAnswers,
  ...eventAnswers,
  ...referralAnswers,
  ...loginAnswers,
];
