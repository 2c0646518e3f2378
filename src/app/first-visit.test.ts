import { describe, expect, it } from "vitest";
import { cacheUrlsMessage } from "./first-visit";

const entry = (name: string, workerStart = 0) => ({ name, workerStart });

describe("the first visit's files, handed to the service worker", () => {
  it("names this origin's files under /lobby/ that the worker did not answer, once each, never the API or another host", () => {
    const base = location.origin;
    const message = cacheUrlsMessage([
      entry(`${base}/lobby/assets/home-catalogue-Ab12.js`),
      entry(`${base}/lobby/assets/home-catalogue-Ab12.js`),
      entry(`${base}/lobby/games/art/12.webp`),
      entry(`${base}/lobby/games/art/13.webp`, 812.5),
      entry(`${base}/lobby/config.json`),
      entry(`${base}/lobby/api/games?page=1`),
      entry(`${base}/other/app.js`),
      entry("https://cdn.example/lobby/assets/x.js"),
    ]);
    expect(message).toEqual({
      type: "CACHE_URLS",
      payload: { urlsToCache: [`${base}/lobby/assets/home-catalogue-Ab12.js`, `${base}/lobby/games/art/12.webp`, `${base}/lobby/config.json`] },
    });
  });
});
