// Development only (imported behind __MOCK_PANEL__, so production bundles never contain it):
// picks, per call, which named contract example Prism answers with, via the Prefer header.
import type { Middleware } from "openapi-fetch";
import scenarios from "@generated/scenarios.json";
import webhookExamples from "@generated/webhook-examples.json";
import { fetchClient } from "../client";

export interface Scenario {
  operationId: string;
  method: string;
  path: string;
  examples: { status: string; name: string }[];
}

/** The contract's named Web Push payloads (`webhooks.pushMessage`): the panel delivers them to the running service worker. */
export const PUSH_EXAMPLES: Readonly<Record<string, { summary?: string; value: unknown }>> = webhookExamples.pushMessage;

const KEY = "lobby.mock-scenarios";
export const SCENARIOS = scenarios as Scenario[];

export function readChoices(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? "{}") as Record<string, string>;
  } catch {
    return {};
  }
}

export function writeChoice(operationId: string, value: string | null): void {
  const next = readChoices();
  if (value) next[operationId] = value;
  else delete next[operationId];
  localStorage.setItem(KEY, JSON.stringify(next));
}

/** "200:pendingDepositQr" → Prefer: code=200, example=pendingDepositQr; a range ("5XX:serverError") asks for its first code (500). */
function preferHeader(choice: string): string {
  const [status, name] = choice.split(":");
  const code = status?.replace(/^(\d)XX$/, "$100");
  return code && /^\d+$/.test(code) ? `code=${code}, example=${name}` : `example=${name}`;
}

const byRoute = new Map(SCENARIOS.map((s) => [`${s.method} ${s.path}`, s.operationId]));

/** A mock journey's answer for the next request of a call (src/app/dev/journeys), if it names one: a full Prefer value. */
export type JourneyPrefer = (operationId: string) => string | undefined;

/** The journey's answer first, else the per-call choice, else Prism's default. */
export function installMockScenarios(journeyPrefer: JourneyPrefer = () => undefined): void {
  fetchClient.use({
    onRequest({ request, schemaPath }) {
      const op = byRoute.get(`${request.method} ${schemaPath}`);
      if (!op) return request;
      const choice = readChoices()[op];
      const prefer = journeyPrefer(op) ?? (choice ? preferHeader(choice) : undefined);
      if (prefer) request.headers.set("Prefer", prefer);
      return request;
    },
  } satisfies Middleware);
}
