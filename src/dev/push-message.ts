// Development only: what the mock panel posts to its service worker (dev/push-worker.ts). Kept apart
// from the panel so the worker imports nothing else of the page.
export const DEV_PUSH = "DEV_PUSH";

/** One push message for the worker: the bytes a push service would carry, as text. */
export interface DevPushMessage {
  type: typeof DEV_PUSH;
  text: string;
}

/** The message for a push message's text (one of the contract's examples, or whatever a developer tries). */
export const devPushMessage = (text: string): DevPushMessage => ({ type: DEV_PUSH, text });

/** The panel's message as the worker reads it; anything else is not the panel's. */
export function readDevPushMessage(data: unknown): string | null {
  const message = data as Partial<DevPushMessage> | null;
  return message?.type === DEV_PUSH && typeof message.text === "string" ? message.text : null;
}
