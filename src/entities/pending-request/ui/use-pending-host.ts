import { useEffect } from "react";
import { useUnit } from "effector-react";
import { $isAuthenticated } from "@/entities/session/@x/pending-request";
import type { PendingFlow } from "../flow";

/** App level: reopen a pending request for a member on start (going home is the flow's, in the model). */
export function usePendingHost(flow: Pick<PendingFlow, "process">): void {
  const [authed, restore] = useUnit([$isAuthenticated, flow.process.restoreRequested]);
  useEffect(() => {
    if (authed) restore();
  }, [authed, restore]);
}
