// Development only: the contract's mock in the browser. The same handlers as the tests' mock
// (src/shared/api-mock) run in MSW's service worker, so `npm run dev` answers every call from the
// contract's named examples without Prism: the journey's answer first, else the panel's choice,
// else the `Prefer: example=` the request asks for, else the call's first success example.
// The worker script is served by the dev server only (build/mock-service-worker.ts), never built.
import { bypass, http, HttpResponse } from "msw";
import { setupWorker } from "msw/browser";
import { loadOperations } from "@/shared/api-mock/contract";
import { contractHandlers } from "@/shared/api-mock/handlers";

/** The contract and the example files it references, as text, from the dev server. */
const FILES = import.meta.glob<string>(["/openapi/*.yaml", "/openapi/examples/*"], { query: "?raw", import: "default", eager: true });

export interface MockAnswers {
  /** The example that answers this request of `op` (undefined: no say). */
  example(op: string): string | undefined;
  /** Runtime configuration switches laid over config.json as it loads (a journey's `features`). */
  features?: Record<string, unknown>;
}

export async function startMockWorker(answers: MockAnswers): Promise<void> {
  const operations = loadOperations((file) => {
    const text = FILES[`/openapi/${file}`];
    if (text === undefined) throw new Error(`contract file openapi/${file} not found`);
    return text;
  });
  const handlers = contractHandlers(operations, {
    reply: (op) => {
      const example = answers.example(op);
      return example ? { example } : undefined;
    },
    violated: (op, problems) => console.error(`[mock] ${op}: the request breaks the contract (answered 422):\n  ${problems.join("\n  ")}`),
  });
  const features = answers.features;
  if (features) {
    handlers.push(
      http.get("/lobby/config.json", async ({ request }) => {
        const res = await fetch(bypass(request));
        const json = (await res.json()) as { features?: Record<string, unknown> };
        return HttpResponse.json({ ...json, features: { ...json.features, ...features } }, { status: res.status });
      }),
    );
  }
  try {
    await setupWorker(...handlers).start({
      serviceWorker: { url: "/lobby/mockServiceWorker.js", options: { scope: "/lobby/" } },
      onUnhandledRequest: "bypass",
      quiet: true,
    });
  } catch (error) {
    // E.g. service workers blocked (a private window, a test browser): the dev server's proxy to Prism answers instead.
    console.error("[mock] the contract mock's service worker did not start; Prism answers, without journeys or the panel's picks", error);
  }
}
