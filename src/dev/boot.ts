// Development only (main.tsx imports it behind __MOCK_PANEL__, before any API call or session
// read): the dev clock, and Prism (the contract's mock, behind the dev server's proxy) answering as
// the mock journey in play and the per-call example picker say, through each request's
// `Prefer: code=<status>, example=<name>` header.
//   ?journey=<name>  plays that journey (a shareable link); the panel's journey list does the same.
// The journey and how far it has got live in sessionStorage, so a reload goes on where it was.
// `npm run dev -- --upstream <url>` (VITE_LOBBY_UPSTREAM) starts no mock: a real server answers.
import { EXPIRES_KEY, TOKEN_KEY } from "@/entities/session";
import { PENDING_KEY } from "@/entities/pending-request";
import { fetchClient } from "@/shared/api";
import { initialState, nextAnswer, operationOf, preferFor, type Journey, type JourneyState, type OperationId } from "./journey";
import { chosenExample } from "./scenarios";
import { clock } from "./clock";
import { findJourney } from "./journeys";

const KEY = "lobby.dev-journey";

interface Playing {
  name: string;
  state: JourneyState;
  /** Requests answered by the journey so far, newest last (shown in the panel). */
  log: string[];
}

function readPlaying(): Playing | null {
  try {
    const p = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Playing | null;
    return p && typeof p.name === "string" && findJourney(p.name) ? p : null;
  } catch {
    return null;
  }
}

let playing: Playing | null = null;
const listeners = new Set<() => void>();
const save = () => {
  if (playing) sessionStorage.setItem(KEY, JSON.stringify(playing));
  else sessionStorage.removeItem(KEY);
  listeners.forEach((l) => l());
};

/** A fresh start: the journey's session (member or guest), no pending request left from before, its clock speed. */
function prepare(journey: Journey): void {
  localStorage.removeItem(PENDING_KEY);
  if (journey.session === "member") {
    localStorage.setItem(TOKEN_KEY, "dev-journey-token");
    // Far ahead, so a fast clock does not end the session halfway (session-expiry journeys use a 401).
    localStorage.setItem(EXPIRES_KEY, String(Date.now() + 30 * 86_400_000));
  } else {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(EXPIRES_KEY);
    document.cookie = `${TOKEN_KEY}=; path=/lobby/; max-age=0`;
  }
  clock.setSpeed(journey.speed ?? 1);
}

/** The journey's example for the next request of `op`, if it names one (the request is counted either way). */
function journeyExample(op: string): string | undefined {
  const journey = playing && findJourney(playing.name);
  if (!playing || !journey) return undefined;
  const { name, state } = nextAnswer(journey, playing.state, op as OperationId);
  const stepped = state.step !== playing.state.step;
  playing = { ...playing, state, log: [...playing.log.slice(-30), `${op}: ${name ?? "(default)"}${stepped ? ` → step ${state.step + 1}` : ""}`] };
  save();
  return name;
}

/** Runtime configuration switches a journey needs (its `features`), laid over config.json as it loads. */
function patchConfig(features: Record<string, unknown>): void {
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const res = await realFetch(input, init);
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!/\/config\.json(\?|$)/.test(url)) return res;
    const json = (await res.json()) as { features?: Record<string, unknown> };
    return Response.json({ ...json, features: { ...json.features, ...features } }, { status: res.status });
  };
}

export async function bootDev(): Promise<void> {
  clock.install();
  const requested = new URLSearchParams(location.search).get("journey");
  const stored = readPlaying();
  if (requested && stored?.name !== requested) {
    const journey = findJourney(requested);
    if (journey) {
      prepare(journey);
      playing = { name: journey.name, state: initialState(), log: [] };
    } else {
      console.warn(`[mock] no journey "${requested}"`);
      playing = null;
    }
    save();
  } else {
    playing = stored;
  }
  if (import.meta.env.VITE_LOBBY_UPSTREAM) return;
  const features = playing && findJourney(playing.name)?.features;
  if (features) patchConfig(features);
  // The journey's answer first, else the panel's pick, else Prism's default (the first success example).
  fetchClient.use({
    onRequest({ request, schemaPath }) {
      const op = operationOf(request.method, schemaPath);
      const name = op && (journeyExample(op) ?? chosenExample(op));
      if (op && name) request.headers.set("Prefer", preferFor(op, name));
      return request;
    },
  });
}

export const journeyPlayer = {
  current: (): Playing | null => playing,
  /** Plays a journey from its first step: forgets the one in play and opens the journey's start page. */
  play(name: string): void {
    playing = null;
    save();
    location.assign(`/lobby${findJourney(name)?.start ?? "/"}?journey=${encodeURIComponent(name)}`);
  },
  stop(): void {
    playing = null;
    save();
    const url = new URL(location.href);
    url.searchParams.delete("journey");
    location.assign(url.href);
  },
  onChange(listener: () => void): void {
    listeners.add(listener);
  },
};
