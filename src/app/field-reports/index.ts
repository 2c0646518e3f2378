import { createEffect, sample, scopeBind, type Scope } from "effector";
import { onContractViolation } from "@/shared/api";
import type { FieldReports } from "@/shared/config";
import { faults, type Fault } from "@/shared/lib/faults";
import { version } from "../../../package.json";
import { CHUNK_RELOAD_KEY } from "../chunk-reload";
import { faultRecord, platformOf, refusedRecord, reloadRecord, scrub, vitalRecord, type FaultInput, type FieldRecord, type VitalInput } from "./record";
import { DEFAULT_MAX_PER_PAGE, pageHidden, recordQueued, recordTaken, reporterStarted } from "./reporter";

/**
 * Field reports (docs/field-reports.md): what the players' phones meet, sent to the collector that
 * config.json names, never without one. main.tsx imports this file once the page has loaded and the
 * main thread is idle, so the first screen carries none of it. What happened before it is in: the
 * faults the player was shown wait in @/shared/lib/faults, refused answers in the API client's last
 * reports (onContractViolation replays them), a reload for a failed chunk in session storage, an
 * uncaught error or rejection in the boot script's list (src/app/boot.js, inline in index.html).
 */

declare global {
  interface Window {
    /** Uncaught errors and rejections the boot script (src/app/boot.js) kept until this file loads. */
    __lobbyErrors?: Event[];
  }
}

/** The page view's random id: 16 random bytes in hex (crypto.getRandomValues works outside secure contexts too). */
const randomId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");

/** The app's version and its build (the entry file's content hash): a collector tells deployments apart. */
function appVersion(): string {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src ?? "";
  const build = /-([\w-]{6,})\.js$/.exec(entry)?.[1];
  return build ? `${version}+${build}` : version;
}

const REPORTED_RELOAD_KEY = "lobby.field-reports.reload";

/** A reload for a failed chunk (./chunk-reload.ts) that no page view has reported yet: it happened before this one. */
function reportReload(add: (record: FieldRecord) => void): void {
  try {
    const at = sessionStorage.getItem(CHUNK_RELOAD_KEY);
    if (!at || sessionStorage.getItem(REPORTED_RELOAD_KEY) === at || Date.now() - Number(at) > 60_000) return;
    sessionStorage.setItem(REPORTED_RELOAD_KEY, at);
    add(reloadRecord(Date.now()));
  } catch {
    // No session storage: nothing to read.
  }
}

/** This page view reports the chunk it reloads for: the next one need not. */
const markReloadReportedFx = createEffect((): void => {
  try {
    const at = sessionStorage.getItem(CHUNK_RELOAD_KEY);
    if (at) sessionStorage.setItem(REPORTED_RELOAD_KEY, at);
  } catch {
    // No session storage: nothing to mark.
  }
});
sample({ clock: recordQueued, filter: (record) => record.kind === "chunk", target: markReloadReportedFx });

/** Starts the reports in the app's scope (main.tsx's, by ./after-load.ts): the reporter's model (./reporter.ts) lives there. */
export function startFieldReports(config: FieldReports, scope: Scope): void {
  const ownPrefix = new URL(import.meta.env.BASE_URL, location.href).href;
  const sampled = Math.random() < config.vitalsSampleRate;
  scopeBind(reporterStarted, { scope })({
    view: { id: randomId(), version: appVersion(), ...platformOf(navigator.userAgent) },
    collectorUrl: new URL(config.collectorUrl, location.href).href,
    sampled,
    maxPerPage: config.maxPerPage ?? DEFAULT_MAX_PER_PAGE,
  });
  const taken = scopeBind(recordTaken, { scope });
  // Each report with the page's locale and path as it is taken.
  const add = (record: FieldRecord) => taken({ ...record, locale: document.documentElement.lang || "th", route: scrub(location.pathname) });
  const take = (fault: FaultInput) => add(faultRecord(fault, ownPrefix, Date.now()));
  reportReload(add);
  // The faults kept so far, then every later one straight here.
  const push = (...added: Fault[]) => {
    for (const [kind, where, error] of added) take({ kind, where, error });
    return 0;
  };
  push(...faults.splice(0));
  faults.push = push;
  onContractViolation((report) => {
    if (report.refused.length) add(refusedRecord(report, Date.now()));
  });
  const uncaught = (event: Event) =>
    event.type === "error"
      ? take({ kind: "error", where: "window", error: (event as ErrorEvent).error ?? (event as ErrorEvent).message })
      : take({ kind: "rejection", where: "window", error: (event as PromiseRejectionEvent).reason });
  // The ones from before this file loaded (the boot script kept them, src/app/boot.js), then every later one.
  const early = window.__lobbyErrors ?? [];
  window.__lobbyErrors = undefined;
  for (const event of early) uncaught(event);
  addEventListener("error", uncaught);
  addEventListener("unhandledrejection", uncaught);
  const hidden = scopeBind(pageHidden, { scope });
  addEventListener("vite:preloadError", (event) => take({ kind: "chunk", where: "import", error: (event as Event & { payload?: unknown }).payload }));
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && hidden());
  addEventListener("pagehide", () => hidden());
  // The vitals' code (web-vitals, attribution build) loads only for a sampled page view. Each metric
  // reads the page's buffered entries, so loading after the first screen loses none of them.
  if (sampled) {
    void import("web-vitals/attribution").then(
      ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        // A vital belongs to the page the player landed on (its load), wherever the player has gone since.
        const landing = scrub(new URL(performance.getEntriesByType("navigation")[0]?.name ?? location.href).pathname);
        const take = (metric: VitalInput) => {
          const record = vitalRecord(metric, Date.now());
          add({ ...record, attributes: { ...record.attributes, "url.path": landing } });
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
}
