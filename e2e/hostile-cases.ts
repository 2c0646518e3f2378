import { expect, type Page } from "@playwright/test";
import { dialog, openLobby, TOKEN_KEY } from "./fixtures";
import { toasts } from "./faults-kit";

/**
 * Hostile answers: one row per call × mutation of its real (Prism) answer. hostile.spec.ts
 * injects each mutated answer with page.route and checks the row's outcome plus the standard
 * ones (no error page, no NaN/Infinity/undefined/null/raw keys on screen).
 *
 * The mutated answers never pass through Prism, so the fixture's contract guard does not judge
 * them; the app's own boundary check (src/shared/api/contract.ts) does.
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

export interface HostileCase {
  name: string;
  /** Path after /lobby/api, exact (e.g. "/catalogue"). */
  path: string;
  method: "GET" | "POST";
  member?: boolean;
  /** Which named example Prism answers before the mutation. */
  example?: string;
  mutate(body: Json): Json;
  outcome: Outcome;
  /** Opens the page (and does what makes the call); then checks the outcome. */
  run(page: Page, outcome: Outcome): Promise<void>;
}

const HUGE = "ก".repeat(10_000);
const TH_SERVER = "ระบบขัดข้อง กรุณาลองใหม่อีกครั้ง";

/** Applies `fn` to the most popular slot, the first card of the grids' default (slot) tab. */
const topGame = (fn: (g: Json) => void) => (body: Json) => {
  const top = body.games.filter((g: Json) => g.category === "slot").sort((a: Json, b: Json) => b.popularity - a.popularity)[0];
  fn(top);
  return body;
};

// --- catalogue -------------------------------------------------------------------------------

const TOP_GAME = "เล่น Frozen Jungle"; // the most popular slot of the catalogue example
/** Any game card of the first grid. */
const anyCard = (page: Page) => page.locator(".game-grid").first().getByRole("button", { name: /^เล่น / }).first();

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
  { name: "a provider without name", outcome: "kept", mutate: (b) => (delete b.providers.at(-1).name, b) },
  { name: "a provider active 'yes'", outcome: "kept", mutate: (b) => ((b.providers.at(-1).active = "yes"), b) },
  { name: "games null", outcome: "failure-state", mutate: (b) => ((b.games = null), b) },
  { name: "games an object", outcome: "failure-state", mutate: (b) => ((b.games = { 0: b.games[0] }), b) },
  { name: "providers missing", outcome: "failure-state", mutate: (b) => (delete b.providers, b) },
  { name: "empty object", outcome: "failure-state", mutate: () => ({}) },
  { name: "success false without data", outcome: "failure-state", mutate: () => ({ success: false, msg: "error" }) },
  { name: "an array", outcome: "failure-state", mutate: (b) => [b] },
  { name: "null", outcome: "failure-state", mutate: () => null },
];

async function catalogueOutcome(page: Page, outcome: Outcome): Promise<void> {
  if (outcome === "failure-state") {
    const status = page.getByRole("alert").filter({ hasText: "โหลดรายการเกมไม่สำเร็จ" }).first();
    await expect(status).toBeVisible({ timeout: 20_000 });
    await expect(status.getByRole("button", { name: "ลองอีกครั้ง" })).toBeVisible();
    return;
  }
  // Another game's card proves the grid rendered from this answer before the absence is checked.
  await expect(anyCard(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: TOP_GAME, exact: true })).toHaveCount(outcome === "item-dropped" ? 0 : 1);
}

const cataloguePages: { name: string; url: string; open?: (page: Page) => Promise<void> }[] = [
  { name: "/lobby", url: "/lobby/lobby" },
  { name: "home", url: "/lobby/" },
];

const catalogueCases: HostileCase[] = cataloguePages.flatMap((p) =>
  gameMutations.map((m): HostileCase => ({
    name: `catalogue on ${p.name}: ${m.name}`,
    path: "/catalogue",
    method: "GET",
    mutate: m.mutate,
    outcome: m.outcome,
    async run(page, outcome) {
      await openLobby(page, p.url);
      await catalogueOutcome(page, outcome);
    },
  })),
);

// --- notification (public; its failures are ignored) -----------------------------------------

const notificationMutations: { name: string; mutate: (b: Json) => Json }[] = [
  { name: "unknown active 3", mutate: (b) => ((b.data[0].active = 3), b) },
  { name: "content null", mutate: (b) => ((b.data[0].content = null), b) },
  { name: "id a string", mutate: (b) => ((b.data[0].id = "x"), b) },
  { name: "data null", mutate: () => ({ data: null }) },
  { name: "200 without data", mutate: () => ({}) },
  { name: "data a string", mutate: () => ({ data: "ประกาศ" }) },
  { name: "success false", mutate: () => ({ success: false, msg: "error" }) },
];

const notificationCases: HostileCase[] = notificationMutations.map((m) => ({
  name: `notification: ${m.name}`,
  path: "/notification",
  method: "GET",
  example: "popup",
  mutate: m.mutate,
  outcome: "failure-state",
  async run(page) {
    const answered = page.waitForResponse((r) => r.url().endsWith("/lobby/api/notification"));
    await openLobby(page);
    await answered;
    await expect(anyCard(page)).toBeVisible({ timeout: 20_000 });
    // The broken notice is not shown, and its failure is not the player's problem (spec section 7).
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(toasts(page)).toHaveCount(0);
  },
}));

// --- profile (member) --------------------------------------------------------------------------

const infoDialog = (page: Page) => dialog(page, "ข้อมูลสมาชิก");

/** Profile answers the app refuses: the member stays in, credit shows "—", a toast says the server failed. */
async function profileFailed(page: Page): Promise<void> {
  await expect(toasts(page).filter({ hasText: TH_SERVER })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "member");
  await expect(page.getByTestId("credit")).toHaveText("—");
  // A way out: the member can still log out from the menu.
  await page.getByRole("button", { name: "เปิดเมนู" }).click();
  await expect(page.getByTestId("drawer").getByRole("button", { name: "ออกจากระบบ" })).toBeVisible();
}

const data = (fn: (d: Json) => void) => (b: Json) => (fn(b.data), b);

const profileFailures: { name: string; mutate: (b: Json) => Json }[] = [
  {
    name: "pending request with a numeric qr_code",
    mutate: data((d) => (d.pending_request = { id: 1, type: "deposit", amount: 100, created_at: "2026-11-22 10:00:00", qr_code: 123 })),
  },
  { name: "username an object", mutate: data((d) => (d.username = { a: 1 })) },
  { name: "bank a number", mutate: data((d) => (d.bank = 123)) },
  { name: "promotions null", mutate: data((d) => (d.promotions = null)) },
  { name: "history an object", mutate: data((d) => (d.history = {})) },
  { name: "current promotion turnover a string", mutate: data((d) => (d.current_promotion.turnover = "x")) },
  { name: 'credit_checking "1"', mutate: data((d) => (d.credit_checking = "1")) },
  { name: "payment_gateway_status 'yes'", mutate: data((d) => (d.payment_gateway_status = "yes")) },
  { name: "promotion_ids with a non-numeric key", mutate: data((d) => (d.promotion_ids = { abc: "x" })) },
  { name: "200 without data", mutate: () => ({}) },
  { name: "success false", mutate: () => ({ success: false, msg: "error" }) },
  { name: "data null", mutate: () => ({ data: null }) },
];

const profileFailureCases: HostileCase[] = profileFailures.map((m) => ({
  name: `profile: ${m.name}`,
  path: "/customers/profile",
  method: "GET",
  member: true,
  mutate: m.mutate,
  outcome: "failure-state",
  async run(page) {
    await openLobby(page);
    await profileFailed(page);
  },
}));

/** Credit mutations: the bar shows "—", never NaN, Infinity or a false 0.00. */
const creditCases: HostileCase[] = (
  [
    ["credit a string", (d: Json) => (d.games[0].credit = "abc")],
    ["credit null", (d: Json) => (d.games[0].credit = null)],
    ["credit 1e308", (d: Json) => (d.games[0].credit = 1e308)],
    ["no game wallet", (d: Json) => (d.games = [])],
  ] as const
).map(([name, fn]) => ({
  name: `profile: ${name}`,
  path: "/customers/profile",
  method: "GET",
  member: true,
  mutate: data(fn),
  outcome: "kept",
  async run(page) {
    await openLobby(page);
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "member");
    // The profile arrived (its promotion time is in the bar) before the credit is read.
    await expect(page.getByText("22/11/26 14:05:31").first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("credit")).toHaveText("—");
  },
}));

/** One bad history item: the other one is still listed, with a translated type. */
const historyCases: HostileCase[] = (
  [
    ["history item amount a string", (d: Json) => (d.history[0].amount = "abc")],
    ["history item unknown type", (d: Json) => (d.history[0].type = "refund")],
    ["history item status null", (d: Json) => (d.history[0].status = null)],
    ["history item created_at with a zone", (d: Json) => (d.history[0].created_at = "2026-11-21T12:42:10Z")],
    ["history item is null", (d: Json) => (d.history[0] = null)],
    ["history item bonus Infinity text", (d: Json) => (d.history[0].bonus = "Infinity")],
  ] as const
).map(([name, fn]) => ({
  name: `profile: ${name}`,
  path: "/customers/profile",
  method: "GET",
  member: true,
  mutate: data(fn),
  outcome: "item-dropped",
  async run(page) {
    await openLobby(page, "/lobby/?info=history");
    const list = infoDialog(page).getByRole("list", { name: "ข้อมูลฝาก-ถอน" });
    await expect(list.getByRole("listitem")).toHaveCount(1, { timeout: 20_000 });
    await expect(list.getByText("ถอนเงิน")).toBeVisible();
  },
}));

/** An impossible date within the contract's pattern shows "—", not a rolled-over date. */
const dateCases: HostileCase[] = [
  {
    name: "profile: history date 2026-02-31",
    path: "/customers/profile",
    method: "GET",
    member: true,
    mutate: data((d) => {
      d.history[1].created_at = "2026-02-31 10:00:00";
      d.history[1].deleted_at = null;
    }),
    outcome: "kept",
    async run(page) {
      await openLobby(page, "/lobby/?info=history");
      const list = infoDialog(page).getByRole("list", { name: "ข้อมูลฝาก-ถอน" });
      await expect(list.getByRole("listitem")).toHaveCount(2, { timeout: 20_000 });
      await expect(list.getByRole("listitem").nth(1).getByText("—")).toBeVisible();
      await expect(list.getByText("03/03/26")).toHaveCount(0);
    },
  },
];

/** One bad event: the other is still offered. */
const eventCases: HostileCase[] = (
  [
    ["event bonus null", (d: Json) => (d.events[0].bonus = null)],
    ["event activated 'yes'", (d: Json) => (d.events[0].activated = "yes")],
    ["event without name", (d: Json) => delete d.events[0].name],
  ] as const
).map(([name, fn]) => ({
  name: `profile: ${name}`,
  path: "/customers/profile",
  method: "GET",
  member: true,
  mutate: data(fn),
  outcome: "item-dropped",
  async run(page) {
    await openLobby(page, "/lobby/?info=activities");
    await expect(infoDialog(page).getByText("ฝากครบ 7 วัน")).toBeVisible({ timeout: 20_000 });
    await expect(infoDialog(page).getByText("เช็คอินรายวัน")).toHaveCount(0);
  },
}));

// --- referral (member) -------------------------------------------------------------------------

const referralFailures: { name: string; mutate: (b: Json) => Json }[] = [
  { name: "mlm referrals without level 3", mutate: data((d) => delete d.mlm_referrals.level_3) },
  { name: "200 without data", mutate: () => ({}) },
  { name: "success false", mutate: () => ({ success: false, msg: "error" }) },
  { name: "bonus total a string", mutate: data((d) => (d.customer.bonus_referral_total = "x")) },
  { name: "customer null", mutate: data((d) => (d.customer = null)) },
];

const referralCases: HostileCase[] = [
  ...referralFailures.map((m): HostileCase => ({
    name: `referral: ${m.name}`,
    path: "/customers/referral",
    method: "GET",
    member: true,
    mutate: m.mutate,
    outcome: "failure-state",
    async run(page) {
      await openLobby(page, "/lobby/?info=referral");
      await expect(infoDialog(page).getByText("โหลดข้อมูลแนะนำเพื่อนไม่สำเร็จ")).toBeVisible({ timeout: 20_000 });
      await expect(infoDialog(page).getByRole("button", { name: "ลองอีกครั้ง" })).toBeVisible();
    },
  })),
  {
    name: "referral: one friend with a text amount",
    path: "/customers/referral",
    method: "GET",
    member: true,
    mutate: data((d) => {
      if (d.customer_referrals.length < 2) throw new Error("the referral example needs two friends for this case");
      d.customer_referrals[0].amount = "x";
    }),
    outcome: "item-dropped",
    async run(page) {
      await openLobby(page, "/lobby/?info=referral");
      await expect(infoDialog(page).getByText("ลิงก์แนะนำเพื่อน").first()).toBeVisible({ timeout: 20_000 });
    },
  },
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

const loginCases: HostileCase[] = loginMutations.map((m) => ({
  name: `login: ${m.name}`,
  path: "/login",
  method: "POST",
  mutate: m.mutate,
  outcome: "failure-state",
  async run(page) {
    await openLobby(page, "/lobby/login");
    const login = dialog(page, "เข้าสู่ระบบ");
    await login.getByLabel("เบอร์โทรศัพท์").fill("0812345678");
    await login.getByLabel("รหัสผ่าน", { exact: true }).fill("Lobby2026a");
    await login.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
    await expect(login.getByText("ข้อมูลเข้าสู่ระบบจากเซิร์ฟเวอร์ไม่สมบูรณ์", { exact: false })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId("bottom-nav")).toHaveAttribute("data-role", "guest");
    await expect(toasts(page).filter({ hasText: "เข้าสู่ระบบสำเร็จ" })).toHaveCount(0);
    expect(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBeNull();
    expect(await page.evaluate(() => document.cookie)).not.toContain("auth._token.local");
  },
}));

export const hostileCases: HostileCase[] = [
  ...catalogueCases,
  ...notificationCases,
  ...profileFailureCases,
  ...creditCases,
  ...historyCases,
  ...dateCases,
  ...eventCases,
  ...referralCases,
  ...loginCases,
];
