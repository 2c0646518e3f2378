import { usePendingHost } from "@/entities/pending-request";
import { depositFlow } from "../model";

/** App level: reopen a pending deposit for a member on start, and go to / when the flow asks. */
export function useDepositHost(): void {
  usePendingHost(depositFlow);
}
