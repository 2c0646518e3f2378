import type { ContractReport } from "@/shared/api";
import type { MetricWithAttribution } from "web-vitals/attribution";
import type { Fault } from "@/shared/lib/faults";
import { isChunkLoadError } from "../chunk-reload";

/**
 * One field report, before it is encoded for the collector (./otlp.ts). Built only from what the
 * lobby itself knows to be safe: a scrubbed message, a stack trimmed to the lobby's own files, the
 * operation and the violated path of a refused answer, a vital's numbers. Never a request or an
 * answer's body, a token, a phone number, a bank account or server HTML.
 */
export interface FieldRecord {
  kind: "error" | "rejection" | "region" | "page" | "chunk" | "unknown-outcome" | "refused-answer" | "vital";
  /** ms since the epoch */
  time: number;
  severity: "ERROR" | "WARN" | "INFO";
  /** A short description: the scrubbed error message, "GET /catalogue refused", "LCP 2140". */
  message: string;
  attributes: Record<string, string | number | boolean>;
}

const MAX_MESSAGE = 300;
const MAX_FRAMES = 12;

/**
 * What could identify a player or carry a secret, taken out of any text the lobby sends: markup (a
 * server page: from its first tag to its last), bearer tokens and JWTs, e-mail addresses, "password=…"-like pairs, and any run of 6 or
 * more digits (phone numbers, bank accounts, OTPs, amounts: spaces and dashes between them too).
 */
export function scrub(text: string): string {
  return text
    .replace(/<[a-zA-Z!/][\s\S]*>/g, "[html]")
    .replace(/\bBearer\s+\S+/gi, "Bearer [token]")
    .replace(/\beyJ[\w-]+\.[\w-]+(\.[\w-]*)?/g, "[token]")
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, "[email]")
    .replace(/\b(password|passwd|pin|otp|token|phone|tel|account|acc_no|bank_account)\b(\s*["']?\s*[:=]\s*)("[^"]*"|'[^']*'|\S+)/gi, "$1$2[redacted]")
    .replace(/\+?\d(?:[\s-]?\d){5,}/g, "[number]")
    .slice(0, MAX_MESSAGE);
}

/**
 * The stack's frames in the lobby's own files (`assetsPrefix`, e.g. `https://lobby.example/lobby/`),
 * as `function (path:line:col)` with the origin left out; frames of extensions, injected scripts and
 * browser internals are dropped. Reads V8's `at f (url:l:c)` and Gecko/WebKit's `f@url:l:c`.
 */
export function ownFrames(stack: string | undefined, ownPrefix: string): string {
  if (!stack) return "";
  const frames: string[] = [];
  for (const line of stack.split("\n")) {
    const at = /(https?:\/\/[^\s()]+?):(\d+):(\d+)\)?\s*$/.exec(line);
    if (!at?.[1] || !at[1].startsWith(ownPrefix)) continue;
    const path = new URL(at[1]).pathname;
    const fn = (/^\s*at\s+(?:async\s+)?([^\s(]+)\s+\(/.exec(line) ?? /^\s*([^@\s]+)@/.exec(line))?.[1] ?? "?";
    frames.push(`${scrub(fn).slice(0, 80)} (${path}:${at[2]}:${at[3]})`);
    if (frames.length === MAX_FRAMES) break;
  }
  return frames.join("\n");
}

/** Name, message and stack of anything thrown; an API error says only its kind and status (its text is the server's). */
function describeError(error: unknown): { type: string; message: string; stack?: string } {
  if (error instanceof Error) {
    const api = error as Error & { kind?: unknown; status?: unknown };
    if (error.name === "ApiError") return { type: "ApiError", message: `${String(api.kind)} ${String(api.status)}` };
    return { type: error.name, message: error.message, stack: error.stack };
  }
  if (typeof error === "string") return { type: "string", message: error };
  return { type: typeof error, message: error === undefined || error === null ? "" : Object.prototype.toString.call(error) };
}

/** What the field reports meet: a fault the player was shown (@/shared/lib/faults), an uncaught error or rejection, a failed import. */
export interface FaultInput {
  kind: Fault[0] | "error" | "rejection" | "chunk";
  /** The region's name, the popup, the call ("deposit"), "window", "import". */
  where: string;
  error: unknown;
}

/** A failure: a chunk's that failed to load is a "chunk" whatever caught it. */
export function faultRecord(fault: FaultInput, ownPrefix: string, time: number): FieldRecord {
  const { type, message, stack } = describeError(fault.error);
  const kind = isChunkLoadError(fault.error) ? "chunk" : fault.kind;
  const text = scrub(message) || "(no message)";
  const attributes: FieldRecord["attributes"] = { "lobby.where": scrub(fault.where), "exception.type": scrub(type).slice(0, 80), "exception.message": text };
  const frames = ownFrames(stack, ownPrefix);
  if (frames) attributes["exception.stacktrace"] = frames;
  return { kind, time, severity: kind === "unknown-outcome" ? "WARN" : "ERROR", message: `${kind} ${fault.where}: ${text}`, attributes };
}

/** A failed chunk load the page reloaded for (the chunk-reload handler), read on the next page view. */
export function reloadRecord(time: number): FieldRecord {
  const message = "a chunk failed to load: the page reloaded";
  return { kind: "chunk", time, severity: "ERROR", message, attributes: { "lobby.where": "reload", "exception.message": message } };
}

/** An answer the boundary refused: which operation, its status and the violated paths (never the body). */
export function refusedRecord(report: ContractReport, time: number): FieldRecord {
  const paths = report.refused.map((r) => scrub(r.path || "/")).slice(0, 5);
  const violations = report.refused.map((r) => `${scrub(r.path || "/")}: ${scrub(r.message)}`).slice(0, 5);
  return {
    kind: "refused-answer",
    time,
    severity: "ERROR",
    message: `${report.route} ${report.status} refused at ${paths.join(", ")}`,
    attributes: {
      "lobby.operation_id": report.operationId,
      "http.route": report.route,
      "http.response.status_code": report.status,
      "lobby.violation.path": paths.join(" "),
      "lobby.violation.messages": violations.join("\n"),
    },
  };
}

/** The vital as web-vitals' attribution build gives it; the record keeps its numbers and selectors (no URL query, no text). */
export type VitalInput = Pick<MetricWithAttribution, "name" | "value" | "rating" | "navigationType" | "attribution">;
const ATTRIBUTION_KEYS = [
  "target",
  "url",
  "timeToFirstByte",
  "resourceLoadDelay",
  "resourceLoadDuration",
  "elementRenderDelay",
  "interactionTarget",
  "interactionType",
  "inputDelay",
  "processingDuration",
  "presentationDelay",
  "loadState",
  "largestShiftTarget",
  "largestShiftValue",
  "firstByteToFCP",
  "waitingDuration",
  "cacheDuration",
  "dnsDuration",
  "connectionDuration",
  "requestDuration",
] as const;

export function vitalRecord(vital: VitalInput, time: number): FieldRecord {
  const attributes: FieldRecord["attributes"] = {
    "lobby.vital.name": vital.name,
    "lobby.vital.value": Math.round(vital.value * (vital.name === "CLS" ? 10000 : 1)) / (vital.name === "CLS" ? 10000 : 1),
    "lobby.vital.rating": vital.rating,
    "lobby.vital.navigation_type": vital.navigationType,
  };
  for (const key of ATTRIBUTION_KEYS) {
    // Each metric's attribution has its own fields: read by name, whichever it has.
    const value = (vital.attribution as unknown as Record<string, unknown>)[key];
    if (typeof value === "number" && Number.isFinite(value)) attributes[`lobby.vital.${key}`] = Math.round(value * 10) / 10;
    else if (typeof value === "string" && value) attributes[`lobby.vital.${key}`] = scrub(key === "url" ? value.replace(/[?#].*$/, "") : value).slice(0, 160);
  }
  return { kind: "vital", time, severity: "INFO", message: `${vital.name} ${attributes["lobby.vital.value"]}`, attributes };
}

/** The browser engine and OS family from the user agent (never the whole string). */
export function platformOf(userAgent: string): { engine: string; os: string } {
  const os = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad|iPod/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(userAgent)
          ? "macOS"
          : /CrOS/.test(userAgent)
            ? "ChromeOS"
            : /Linux/.test(userAgent)
              ? "Linux"
              : "other";
  // Every browser on iOS is WebKit, whatever it calls itself; Blink's and WebKit's agents say "like Gecko".
  const engine =
    os === "iOS" || !/Chrome\/|Chromium\/|Firefox\/|Gecko\/\d/.test(userAgent)
      ? /AppleWebKit\//.test(userAgent)
        ? "WebKit"
        : "other"
      : /Firefox\/|Gecko\/\d/.test(userAgent)
        ? "Gecko"
        : "Blink";
  return { engine, os };
}
