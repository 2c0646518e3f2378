// Oversized answers on a phone: how much later the page shows what the player came for when one
// string of an answer is huge (a 30 MB announcement, a 100 kB phone number, referral key or game
// name), against the same page with the contract's own answer. The built app (dist/) is served as
// the bench serves it (scripts/bench-serve.mjs: Prism + vite preview); Debian's Chromium runs it as a
// Pixel 7 with the CPU slowed 4x (Lighthouse's mobile setting); the oversized answer is built before
// the page is opened and sent by a pass-through in front of Prism as a server would send it, so only
// the transfer and the page's own work count. Median of RUNS loads per case; fails when a case's median is over its
// budget beyond the normal answer's. Writes bench-results/answers.json.
//   node scripts/bench-answers.mjs [--runs 3]      (npm run bench runs it after the build)
import { spawn } from "node:child_process";
import { createServer } from "node:http";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, devices } from "@playwright/test";
import { chromiumLaunch } from "./chromium.mjs";
import { bin, root, waitForUrls } from "./lib.mjs";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const RUNS = Math.max(1, Number(values.runs) || 3);
const prismPort = Number(process.env.BENCH_ANSWERS_PRISM_PORT ?? 4110);
const passPort = prismPort + 1;
const previewPort = Number(process.env.BENCH_ANSWERS_PREVIEW_PORT ?? 4183);
const origin = `http://127.0.0.1:${previewPort}`;
const storageKeys = JSON.parse(readFileSync(path.join(root, "src/shared/config/storage-keys.json"), "utf8"));

if (!existsSync(path.join(root, "dist", "index.html"))) {
  console.error("bench-answers: no build in dist/ (npm run build first)");
  process.exit(2);
}

/** An answer of the contract's mock (Prism), by named example, as the page would get it. */
async function example(route, name) {
  const res = await fetch(`http://127.0.0.1:${prismPort}${route}`, {
    headers: { authorization: "Bearer bench", ...(name ? { prefer: `example=${name}` } : {}) },
  });
  if (!res.ok) throw new Error(`${route} (${name ?? "default"}): Prism answered ${res.status}`);
  return res.json();
}

/**
 * Each case: the page, whether a member is signed in, the API path answered, the answer (normal and
 * oversized), and what the player waits for. Budget: how much later the oversized answer may show it.
 */
const cases = async () => {
  const profile = await example("/customers/profile");
  const referral = await example("/customers/referral");
  const catalogue = await example("/catalogue");
  const announcement = await example("/notification", "popup");
  const big = (body, edit) => {
    const copy = structuredClone(body);
    edit(copy);
    return copy;
  };
  return [
    {
      name: "a 30 MB announcement (guest home, popup)",
      page: "/lobby/",
      member: false,
      api: "/lobby/api/notification",
      normal: announcement,
      oversized: big(announcement, (b) => (b.data[0].content = `<p>${"ประกาศ ".repeat(5_000_000)}</p>`)),
      shown: (page) => page.getByRole("dialog", { name: "ประกาศ" }),
      budgetMs: 10_000,
    },
    {
      name: "a 100 kB phone number (member home, credit)",
      page: "/lobby/",
      member: true,
      api: "/lobby/api/customers/profile",
      normal: profile,
      oversized: big(profile, (b) => (b.data.phone = "0".repeat(100_000))),
      shown: (page) => page.getByTestId("credit").filter({ hasText: /\d/ }).first(),
      budgetMs: 1_000,
    },
    {
      name: "a 100 kB referral key (referral tab, QR)",
      page: "/lobby/?info=referral",
      member: true,
      api: "/lobby/api/customers/referral",
      normal: referral,
      oversized: big(referral, (b) => (b.data.referral_key = "k".repeat(100_000))),
      shown: (page) => page.getByTestId("referral-qr"),
      budgetMs: 1_000,
    },
    {
      name: "a 100 kB game name (guest home, first card)",
      page: "/lobby/",
      member: false,
      api: "/lobby/api/catalogue",
      normal: catalogue,
      oversized: big(catalogue, (b) => (b.games[0].name = "ก".repeat(100_000))),
      shown: (page) => page.locator("li[data-game]").first(),
      budgetMs: 1_000,
    },
  ];
};

/** One load: milliseconds from the navigation's start until `shown` is visible; page errors fail it. */
async function load(browser, c, body) {
  const context = await browser.newContext({ ...devices["Pixel 7"], locale: "th-TH", timezoneId: "Asia/Bangkok", serviceWorkers: "block" });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("crash", () => errors.push("the page crashed"));
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  if (c.member)
    await page.addInitScript(
      ({ tokenKey, expiresKey }) => {
        localStorage.setItem(tokenKey, "bench-member-token");
        localStorage.setItem(expiresKey, String(Date.now() + 3_600_000));
      },
      { tokenKey: storageKeys.token, expiresKey: storageKeys.tokenExpires },
    );
  answer = { api: c.api, body };
  const started = Date.now();
  await page.goto(origin + c.page, { waitUntil: "commit" });
  await c.shown(page).waitFor({ state: "visible", timeout: 60_000 });
  const ms = Date.now() - started;
  await context.close();
  if (errors.length) throw new Error(`${c.name}: page error ${errors[0]}`);
  return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Prism on the contract, and between it and the preview a pass-through that answers the case's API
// path with the body chosen for the load (a real HTTP answer, as a server would send it).
let answer = null; // { api, body } of the load under way
const children = [
  spawn(bin("prism"), ["mock", path.join(root, "openapi", "lobby.yaml"), "-p", String(prismPort), "-h", "127.0.0.1"], { cwd: root, stdio: "ignore" }),
];
const passThrough = createServer(async (req, res) => {
  if (answer && req.url?.split("?")[0] === answer.api.replace("/lobby/api", "")) {
    res.writeHead(200, { "content-type": "application/json" }).end(answer.body);
    return;
  }
  try {
    const body = req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(await Array.fromAsync(req));
    const upstream = await fetch(`http://127.0.0.1:${prismPort}${req.url}`, { method: req.method, headers: req.headers, body });
    res.writeHead(upstream.status, Object.fromEntries([...upstream.headers].filter(([k]) => k !== "content-encoding" && k !== "content-length")));
    res.end(Buffer.from(await upstream.arrayBuffer()));
  } catch {
    res.writeHead(502).end(); // Prism not up yet
  }
});
passThrough.listen(passPort, "127.0.0.1");
children.push(
  spawn(bin("vite"), ["preview"], { cwd: root, env: { ...process.env, PRISM_PORT: String(passPort), PREVIEW_PORT: String(previewPort) }, stdio: "ignore" }),
);
const stopServers = () => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
  passThrough.close();
};
process.on("exit", stopServers);
await waitForUrls([`${origin}/lobby/api/notification`], { timeoutMs: 120_000, ok: (status) => status === 200 });

const browser = await chromium.launch(chromiumLaunch);
const rows = [];
let failed = false;
try {
  for (const c of await cases()) {
    const normalBody = JSON.stringify(c.normal);
    const oversizedBody = JSON.stringify(c.oversized);
    const normal = [];
    const oversized = [];
    // Alternated, so a slower minute of the machine falls on both.
    for (let run = 0; run < RUNS; run++) {
      normal.push(await load(browser, c, normalBody));
      oversized.push(await load(browser, c, oversizedBody));
    }
    const row = {
      case: c.name,
      answerBytes: Buffer.byteLength(oversizedBody),
      normalMs: median(normal),
      oversizedMs: median(oversized),
      extraMs: median(oversized) - median(normal),
      budgetMs: c.budgetMs,
      runs: RUNS,
    };
    failed ||= row.extraMs > c.budgetMs;
    rows.push(row);
    console.log(
      `${row.case.padEnd(46)} ${String(row.normalMs).padStart(6)} ms normal  ${String(row.oversizedMs).padStart(6)} ms oversized  ${row.extraMs >= 0 ? "+" : ""}${row.extraMs} ms (budget +${row.budgetMs})`,
    );
  }
} finally {
  await browser.close();
  stopServers();
}
mkdirSync(path.join(root, "bench-results"), { recursive: true });
writeFileSync(
  path.join(root, "bench-results", "answers.json"),
  JSON.stringify({ device: "Pixel 7, CPU x4", measured: "navigation start to visible, median", rows }, null, 2),
);
if (failed) {
  console.error("bench-answers: an oversized answer costs more than its budget");
  process.exit(1);
}
