import type { ReactNode } from "react";
import type { Scope } from "effector";
import { Provider as EffectorProvider } from "effector-react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";

export function AppProviders({ scope, queryClient, children }: { scope: Scope; queryClient: QueryClient; children: ReactNode }) {
  return (
    <EffectorProvider value={scope}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </EffectorProvider>
  );
}
