import { handFirstVisitToWorker } from "./first-visit";

/** The worker a new version brought, waiting for the player to choose it. */
let waitingWorker: ServiceWorker | null = null;

/**
 * Service worker at /lobby/sw.js, scope /lobby/: the shell precached, what pages use cached as
 * they use it, the API never cached (src/app/sw.ts). The platform's own calls, no library:
 * a new version waits until the player taps the update banner (`onNeedRefresh`), which is offered
 * whenever a worker is installed while another controls the page. That holds on the first visit
 * too, once the first worker has claimed the page.
 */
export function registerServiceWorker(onNeedRefresh: () => void, container: ServiceWorkerContainer = navigator.serviceWorker): void {
  if (!container) return;
  if (!container.controller) handFirstVisitToWorker(container);
  const offer = (worker: ServiceWorker) => {
    waitingWorker = worker;
    onNeedRefresh();
  };
  const follow = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const installed = () => {
      if (worker.state !== "installed") return false;
      // Installed with no page under a worker: the first one, which activates and claims the page itself.
      if (container.controller) offer(worker);
      return true;
    };
    if (installed()) return;
    const onChange = () => {
      if (installed() || worker.state === "redundant") worker.removeEventListener("statechange", onChange);
    };
    worker.addEventListener("statechange", onChange);
  };
  container.register("/lobby/sw.js", { scope: "/lobby/" }).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // Some environments stub the call out (Playwright's serviceWorkers: "block"): no worker then.
      if (!registration) return;
      // A version installed on an earlier visit (or in another tab) may already be waiting.
      follow(registration.waiting);
      follow(registration.installing);
      registration.addEventListener("updatefound", () => follow(registration.installing));
    },
    // No worker (private mode, storage off): the lobby works without one, online.
    (error: unknown) => console.warn("Service worker not registered", error),
  );
}

/** Activates the waiting worker and reloads the page on the new version once it controls the page. */
export function applyUpdate(container: ServiceWorkerContainer = navigator.serviceWorker): void {
  const worker = waitingWorker;
  if (!worker) return;
  waitingWorker = null; // a second tap while it activates asks nothing more
  container.addEventListener("controllerchange", () => location.reload(), { once: true });
  worker.postMessage({ type: "SKIP_WAITING" });
}
