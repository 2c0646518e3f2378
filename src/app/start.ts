import { allSettled, fork, scopeBind, type Scope } from "effector";
import type { QueryClient } from "@tanstack/react-query";
import { $queryClient, configureApiAuth } from "@/shared/api";
import { $token, appStarted, readStoredSession, storageChanged, TOKEN_KEY, EXPIRES_KEY, unauthorized } from "@/entities/session";
import "./session-notices";

/** Builds the one scope around the app's query client (its API address is set: main.tsx), and wires the API client and tabs to the session. */
export async function startApp(queryClient: QueryClient): Promise<Scope> {
  const scope = fork({ values: [[$queryClient, queryClient]] });
  configureApiAuth({
    getToken: () => scope.getState($token),
    onUnauthorized: scopeBind(unauthorized, { scope }),
  });
  // Tabs stay in step: a login or logout in another tab arrives as a storage event.
  const onStorage = scopeBind(storageChanged, { scope });
  window.addEventListener("storage", (e) => {
    if (e.key === null || e.key === TOKEN_KEY || e.key === EXPIRES_KEY) onStorage(readStoredSession());
  });
  await allSettled(appStarted, { scope });
  return scope;
}
