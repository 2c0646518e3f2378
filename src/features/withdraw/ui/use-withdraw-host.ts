import { usePendingHost } from "@/entities/pending-request";
import { withdrawFlow } from "../model";

/** App level: reopen a pending withdrawal for a member on start, and go to / when the flow asks. */
export function useWithdrawHost(): void {
  usePendingHost(withdrawFlow);
}
