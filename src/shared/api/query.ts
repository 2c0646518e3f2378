import { QueryClient } from "@tanstack/react-query";
import { createStore } from "effector";
import { toApiError } from "./errors";

/** Effector effects reach React Query through this store, so the cache stays the one source of truth. */
export const $queryClient = createStore<QueryClient | null>(null, { serialize: "ignore" });

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // One retry only for network blips; a server answer is final.
        retry: (count, error) => count < 1 && toApiError(error).kind === "network",
        refetchOnWindowFocus: false,
        staleTime: 15_000,
      },
      mutations: { retry: false },
    },
  });
}
