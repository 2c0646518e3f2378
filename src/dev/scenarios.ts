// Development only: the per-call example picker of the mock panel (which named contract example
// answers each call, kept in localStorage) and the contract's Web Push payloads.
import webhookExamples from "@generated/webhook-examples.json";
import scenarios from "@generated/scenarios.json";

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

/** The panel's choice per operationId, as "status:example" ("200:pendingDepositQr"). */
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

/** The example the panel picked for this call, if any. */
export const chosenExample = (operationId: string): string | undefined => readChoices()[operationId]?.split(":")[1];
