import { onContractViolation } from "@/shared/api";
import type { FieldReports } from "@/shared/config";
import { faults, type Fault } from "@/shared/lib/faults";
import { version } from "../../../package.json";
import { CHUNK_RELOAD_KEY } from "../chunk-reload";
import { faultRecord, platformOf, refusedRecord, reloadRecord, scrub, vitalRecord, type FaultInput, type VitalInput } from "./record";
import { createReporter, type Reporter } from "./reporter";

/**
 * Field reports (docs/field-reports.md): what the players' phones meet, sent to the collector that
 * config.json names, never without one. main.tsx imports this file once the page has loaded and the
 * main thread is idle, so the first screen carries none of it. What happened before it is in: the
 * faults the player was shown wait in @/shared/lib/faults, refused answers in the API client's last
 * reports (onContractViolation replays them), a reload for a failed chunk in session storage; an
 * uncaught error from before is not seen (a listener in the first file would cost every start).
 */

/** The page view's random id: 16 random bytes in hex (crypto.getRandomValues works outside secure contexts too). */
const randomId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/** The app's version and its build (the entry file's content hash): a collector tells deployments apart. */
function appVersion(): string {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src ?? "";
  const build = /-([\w-]{6,})\.js$/.exec(entry)?.[1];
  return build ? `${version}+${build}` : version;
}

/**
 * A batch as a keep-alive fetch (it outlives the page, CORS with a JSON body); where the browser
 * cannot (no `keepalive`), a beacon. The lobby never waits on it and never reports its failure.
 */
function send(url: string, body: string): void {
  try {
    if ("keepalive" in Request.prototype) {
      void fetch(url, { method: "POST", body, keepalive: true, credentials: "omit", headers: { "Content-Type": "application/json" } }).catch(() => undefined);
    } else {
      navigator.sendBeacon(url, new Blob([body], { type: "application/json" }));
    }
  } catch {
    // Over the browser's keep-alive quota, or refused by the CSP: the report is dropped.
  }
}

const REPORTED_RELOAD_KEY = "lobby.field-reports.reload";

/** A reload for a failed chunk (./chunk-reload.ts) that no page view has reported yet: it happened before this one. */
function reportReload(reporter: Reporter): void {
  try {
    const at = sessionStorage.getItem(CHUNK_RELOAD_KEY);
    if (!at || sessionStorage.getItem(REPORTED_RELOAD_KEY) === at || Date.now() - Number(at) > 60_000) return;
    sessionStorage.setItem(REPORTED_RELOAD_KEY, at);
    reporter.add(reloadRecord(Date.now()));
  } catch {
    // No session storage: nothing to read.
  }
}

/** This page view reported the chunk it reloads for: the next one need not. */
function markReloadReported(): void {
  try {
    const at = sessionStorage.getItem(CHUNK_RELOAD_KEY);
    if (at) sessionStorage.setItem(REPORTED_RELOAD_KEY, at);
  } catch {
    // No session storage: nothing to mark.
  }
}

export function startFieldReports(config: FieldReports): Reporter {
  const ownPrefix = new URL(import.meta.env.BASE_URL, location.href).href;
  const reporter = createReporter({
    view: { id: randomId(), version: appVersion(), ...platformOf(navigator.userAgent) },
    collectorUrl: new URL(config.collectorUrl, location.href).href,
    vitalsSampleRate: config.vitalsSampleRate,
    maxPerPage: config.maxPerPage,
    where: () => ({ locale: document.documentElement.lang || "th", route: scrub(location.pathname) }),
    send,
  });
  const take = (fault: FaultInput) => {
    const record = faultRecord(fault, ownPrefix, Date.now());
    if (reporter.add(record) && record.kind === "chunk") markReloadReported();
  };
  reportReload(reporter);
  // The faults kept so far, then every later one straight here.
  const push = (...added: Fault[]) => {
    for (const [kind, where, error] of added) take({ kind, where, error });
    return 0;
  };
  push(...faults.splice(0));
  faults.push = push;
  onContractViolation((report) => {
    if (report.refused.length) reporter.add(refusedRecord(report, Date.now()));
  });
  addEventListener("error", (event) => take({ kind: "error", where: "window", error: event.error ?? event.message }));
  addEventListener("unhandledrejection", (event) => take({ kind: "rejection", where: "window", error: event.reason }));
  addEventListener("vite:preloadError", (event) => take({ kind: "chunk", where: "import", error: (event as Event & { payload?: unknown }).payload }));
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && reporter.flush());
  addEventListener("pagehide", () => reporter.flush());
  // The vitals' code (web-vitals, attribution build) loads only for a sampled page view. Each metric
  // reads the page's buffered entries, so loading after the first screen loses none of them.
  if (reporter.sampled) {
    void import("web-vitals/attribution").then(
      ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        // A vital belongs to the page the player landed on (its load), wherever the player has gone since.
        const landing = scrub(new URL(performance.getEntriesByType("navigation")[0]?.name ?? location.href).pathname);
        const take = (metric: VitalInput) => {
          const record = vitalRecord(metric, Date.now());
          reporter.add({ ...record, attributes: { ...record.attributes, "url.path": landing } });
        };
        onLCP(take);
        onINP(take);
        onCLS(take);
        onFCP(take);
        onTTFB(take);
      },
      () => undefined,
    );
  }
  return reporter;
}
