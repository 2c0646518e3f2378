/// <reference lib="webworker" />
// Development only: the mock panel's service worker (`npm run dev` runs no lobby worker). It installs
// the lobby worker's own push handlers (../sw-push.ts) and shows a message the panel posts
// (./push-message.ts) through the same code a push event runs. Its scope is its own folder, so it
// never controls a page or answers a request.
import { installPush } from "@/app/sw-push";
import { readDevPushMessage } from "./push-message";

declare const self: ServiceWorkerGlobalScope;

const { showPush } = installPush(self);
self.addEventListener("install", () => void self.skipWaiting());
self.addEventListener("message", (event) => {
  const text = readDevPushMessage(event.data);
  if (text !== null) event.waitUntil(showPush(text));
});
