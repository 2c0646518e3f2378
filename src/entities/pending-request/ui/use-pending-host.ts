import { useEffect, useRef } from "react";
import { useUnit } from "effector-react";
import { useNavigate } from "react-router-dom";
import { currentLocale, localePath } from "@/shared/i18n";
import { $isAuthenticated } from "@/entities/session/@x/pending-request";
import type { PendingFlow } from "../flow";

/** App level: reopen a pending request for a member on start, and go to / when the flow asks. */
export function usePendingHost(flow: Pick<PendingFlow, "process" | "$homeRequests">): void {
  const [authed, restore, home] = useUnit([$isAuthenticated, flow.process.restoreRequested, flow.$homeRequests]);
  const navigate = useNavigate();
  const seen = useRef(home);
  useEffect(() => {
    if (authed) restore();
  }, [authed, restore]);
  useEffect(() => {
    if (seen.current === home) return;
    seen.current = home;
    navigate(localePath(currentLocale(), "/"));
  }, [home, navigate]);
}
