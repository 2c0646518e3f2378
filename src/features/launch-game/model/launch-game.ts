import { createEffect, createEvent, createStore, sample } from "effector";
import { getRuntimeConfig, MIN_LAUNCH_CREDIT, type RuntimeConfig } from "@/shared/config";
import { loadingFinished, loadingStarted, type MessageRequest } from "@/shared/notify";
import { createMessageEffects } from "@/shared/notify/translated";
import { $isAuthenticated } from "@/entities/session";
import { creditOf, readProfileFx } from "@/entities/profile";
import { gameKey, markPlayed } from "@/entities/game";
import { requestLaunchFx } from "../api/launch-game";

/** What the launcher needs of a catalogue game. */
export interface LaunchableGame {
  code: string;
  provider: string;
  /** Display name (already localised), used as the frame title. */
  title: string;
}

export interface GameFrame {
  url: string;
  title: string;
  demo: boolean;
}

export type LaunchNotice =
  | { kind: "lowCredit" }
  | { kind: "server"; message: string }
  /** A guest picked a real game: register, log in, or try it (when the site has a trial page). */
  | { kind: "register"; game: LaunchableGame };

type LaunchOutcome =
  | { kind: "open"; url: string }
  | { kind: "lowCredit" }
  | { kind: "creditUnknown" }
  | { kind: "server"; message: string }
  | { kind: "failed"; message: string | null; detail: unknown };

/**
 * The server refuses a launch in two ways with the same shape (success false + msg):
 * the first-deposit rule, a blocking dialog with a deposit button (R-VAL-6), and
 * provider failures, a non-blocking message with the server's reason (a departure from
 * R-ERR-8's "nothing shown": a tap that does nothing reads as a broken lobby). The first is recognised here:
 * by the contract's `code: first_deposit_required` (extension), or, for servers that
 * do not send it, by matching the message text (documented fallback).
 */
const FIRST_DEPOSIT = /ฝากเงินครั้งแรก|ฝากครั้งแรก|first deposit|首次存款|首存/i;
const isFirstDepositMessage = (msg: string | undefined): msg is string => Boolean(msg && FIRST_DEPOSIT.test(msg));
const isFirstDepositRefusal = (res: { code?: string; msg?: string }): res is { msg: string } =>
  Boolean(res.msg) && (res.code === "first_deposit_required" || isFirstDepositMessage(res.msg));

/**
 * Trial play never calls launch-game: a demo frame of the site's trial page (`trialPageUrl` in the
 * runtime config), or null where the site has none.
 */
const demoUrl = (game: { provider: string; code: string }): string | null => {
  const page = getRuntimeConfig().trialPageUrl;
  if (!page) return null;
  return `${page}${page.includes("?") ? "&" : "?"}demo=1&provider=${encodeURIComponent(game.provider)}&game=${encodeURIComponent(game.code)}`;
};
export const trialAvailable = (): boolean => Boolean(getRuntimeConfig().trialPageUrl);

/**
 * Whether the game frame may show `url`: a page of one of `gameFrameOrigins`, or the configured
 * trial page. Nothing else of the lobby's own origin, whatever the list says: a same-origin page
 * (e.g. one a hostile backend serves under /lobby/api) would run with the lobby's storage, token
 * and cookies, sandbox or not.
 */
export function frameUrlAllowed(
  url: string,
  { gameFrameOrigins, trialPageUrl }: Pick<RuntimeConfig, "gameFrameOrigins" | "trialPageUrl">,
  lobbyUrl: string = location.href,
): boolean {
  let target: URL, trial: URL | null;
  try {
    target = new URL(url, lobbyUrl);
    trial = trialPageUrl ? new URL(trialPageUrl, lobbyUrl) : null;
  } catch {
    return false;
  }
  if (target.protocol !== "https:" && target.protocol !== "http:") return false;
  if (trial && target.origin === trial.origin && target.pathname === trial.pathname) return true;
  if (target.origin === new URL(lobbyUrl).origin) return false;
  return gameFrameOrigins.includes(target.origin);
}

/**
 * Whether a page of the lobby's own origin can load in the game frame at all: the CSP's frame-src
 * holds 'self' when `gameFrameOrigins` names it (or the lobby's origin) or the trial page is on the
 * lobby's origin (scripts/security-headers.mjs). Then any game page could redirect or navigate
 * itself to a lobby URL, so the frame must never share the lobby's origin.
 */
export function lobbyOriginFramable(
  { gameFrameOrigins, trialPageUrl }: Pick<RuntimeConfig, "gameFrameOrigins" | "trialPageUrl">,
  lobbyUrl: string = location.href,
): boolean {
  const lobby = new URL(lobbyUrl).origin;
  if (gameFrameOrigins.some((o) => o === "'self'" || o === lobby)) return true;
  try {
    return trialPageUrl !== null && new URL(trialPageUrl, lobbyUrl).origin === lobby;
  } catch {
    return false;
  }
}

/**
 * What a provider's page may do in the frame: run its scripts, post forms, open popups (cashier,
 * rules), lock the orientation and the pointer; a tap in the game may take the whole tab back to the
 * lobby. Fullscreen and autoplay are granted through `allow`. It keeps its own origin's storage
 * (allow-same-origin) only where no page of the lobby's origin can ever be in the frame: otherwise a
 * redirect to a page the backend serves on the lobby's origin would run with the lobby's token.
 */
export function gameFrameSandbox(config: Pick<RuntimeConfig, "gameFrameOrigins" | "trialPageUrl">, lobbyUrl: string = location.href): string {
  return [
    "allow-scripts",
    ...(lobbyOriginFramable(config, lobbyUrl) ? [] : ["allow-same-origin"]),
    "allow-forms",
    "allow-popups",
    "allow-popups-to-escape-sandbox",
    "allow-orientation-lock",
    "allow-pointer-lock",
    "allow-top-navigation-by-user-activation",
  ].join(" ");
}

export const playRequested = createEvent<{ game: LaunchableGame; mobile: boolean }>();
export const trialRequested = createEvent<LaunchableGame>();
export const frameClosed = createEvent();
export const noticeClosed = createEvent();

export const $frame = createStore<GameFrame | null>(null).reset(frameClosed);
export const $notice = createStore<LaunchNotice | null>(null).reset(noticeClosed);

/** Current credit from a fresh-enough profile (the shared React Query cache entry). */
export const readCreditFx = createEffect(async () => creditOf(await readProfileFx()));

const launchFx = createEffect(async ({ game, mobile }: { game: LaunchableGame; mobile: boolean }): Promise<LaunchOutcome> => {
  const credit = await readCreditFx();
  // A credit shown as "—" (none, negative or absurd) is no credit to play with: the player is told to try again.
  if (credit === null) return { kind: "creditUnknown" };
  if (credit <= MIN_LAUNCH_CREDIT) return { kind: "lowCredit" };
  const res = await requestLaunchFx({ game, mobile });
  if (res.success && res.url && !frameUrlAllowed(res.url, getRuntimeConfig())) return { kind: "failed", message: null, detail: { refusedUrl: res.url } };
  if (res.success && res.url) return { kind: "open", url: res.url };
  if (isFirstDepositRefusal(res)) return { kind: "server", message: res.msg };
  return { kind: "failed", message: (!res.success && res.msg?.trim()) || null, detail: res };
});

const { noticeFx } = createMessageEffects("launch-game");
/** A toast from this feature's dictionary (or the server's text). */
export const launchNoticeFx = createEffect((m: MessageRequest) => noticeFx(m));

/** Other failures are logged for developers and told to the player without blocking (docs/product-decisions.md, "Game lobby"). */
export const logLaunchFailureFx = createEffect(({ game, detail }: { game: LaunchableGame; detail: unknown }) => {
  console.warn("[launch-game] launch failed", { provider: game.provider, game: game.code, detail });
});

export const markPlayedFx = createEffect((game: LaunchableGame) => markPlayed(gameKey(game)));

// Guests are invited to register instead.
sample({
  clock: playRequested,
  filter: $isAuthenticated.map((a) => !a),
  fn: ({ game }): LaunchNotice => ({ kind: "register", game }),
  target: $notice,
});
sample({ clock: playRequested, filter: $isAuthenticated, target: launchFx });

sample({ clock: launchFx, target: loadingStarted });
sample({ clock: launchFx.finally, target: loadingFinished });

sample({
  clock: launchFx.done,
  filter: ({ result }) => result.kind === "open",
  fn: ({ params, result }): GameFrame => ({ url: result.kind === "open" ? result.url : "", title: params.game.title, demo: false }),
  target: $frame,
});
sample({ clock: launchFx.done, filter: ({ result }) => result.kind === "open", fn: ({ params }) => params.game, target: markPlayedFx });
sample({
  clock: launchFx.doneData,
  filter: (r) => r.kind === "lowCredit" || r.kind === "server",
  fn: (r): LaunchNotice => (r.kind === "server" ? { kind: "server", message: r.message } : { kind: "lowCredit" }),
  target: $notice,
});
sample({
  clock: launchFx.done,
  filter: ({ result }) => result.kind === "failed",
  fn: ({ params, result }) => ({ game: params.game, detail: result.kind === "failed" ? result.detail : null }),
  target: logLaunchFailureFx,
});
sample({ clock: launchFx.fail, fn: ({ params, error }) => ({ game: params.game, detail: error }), target: logLaunchFailureFx });
// The server's reason, or "game unavailable, try another", as a toast.
sample({
  clock: launchFx.doneData,
  filter: (r) => r.kind === "failed",
  fn: (r): MessageRequest => (r.kind === "failed" && r.message ? { tone: "warning", raw: r.message } : { tone: "warning", key: "unavailable" }),
  target: launchNoticeFx,
});
sample({ clock: launchFx.fail, fn: (): MessageRequest => ({ tone: "warning", key: "unavailable" }), target: launchNoticeFx });
sample({
  clock: launchFx.doneData,
  filter: (r) => r.kind === "creditUnknown",
  fn: (): MessageRequest => ({ tone: "warning", key: "creditUnknown" }),
  target: launchNoticeFx,
});

// Trial: the demo frame, or a message where the site has no trial page.
sample({ clock: trialRequested, target: noticeClosed });
sample({
  clock: trialRequested,
  filter: () => trialAvailable(),
  fn: (game): GameFrame => ({ url: demoUrl(game) ?? "", title: game.title, demo: true }),
  target: $frame,
});
sample({
  clock: trialRequested,
  filter: () => !trialAvailable(),
  fn: (): MessageRequest => ({ tone: "warning", key: "trialUnavailable" }),
  target: launchNoticeFx,
});
