/**
 * The files this page loaded outside the service worker, for the worker to cache through its
 * runtime routes (workbox-routing's CACHE_URLS message): on the first visit, the chunks, images and
 * config.json the page loaded before the worker was there. They come from the HTTP cache, not the
 * network. Files the worker answered (workerStart > 0) are cached already.
 */
export function cacheUrlsMessage(entries: readonly Pick<PerformanceResourceTiming, "name" | "workerStart">[]) {
  const urlsToCache = entries
    .filter((e) => e.workerStart === 0)
    .map((e) => new URL(e.name, location.href))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith("/lobby/") && !url.pathname.startsWith("/lobby/api/"))
    .map((url) => url.href);
  return { type: "CACHE_URLS", payload: { urlsToCache: [...new Set(urlsToCache)] } } as const;
}

/**
 * The first visit: the new worker claims this page on activation, so what loads after goes through
 * it; what loaded before, or was already on its way, is handed to it as it completes.
 */
export function handFirstVisitToWorker(container: ServiceWorkerContainer): void {
  void container.ready.then(async (registration) => {
    if (!container.controller) await new Promise((resolve) => container.addEventListener("controllerchange", resolve, { once: true }));
    const worker = registration.active;
    if (!worker || typeof PerformanceObserver === "undefined") return;
    new PerformanceObserver((list) => {
      const message = cacheUrlsMessage(list.getEntries() as PerformanceResourceTiming[]);
      if (message.payload.urlsToCache.length) worker.postMessage(message);
    }).observe({ type: "resource", buffered: true });
  });
}
