import { useDepositHost } from "@/features/deposit/host";
import { useWithdrawHost } from "@/features/withdraw/host";

/**
 * Members only, loaded lazily (RootShell): restores a pending deposit or withdrawal
 * and follows the flows' requests to go home. Guests never download the money models.
 */
export default function MoneyHosts() {
  useDepositHost();
  useWithdrawHost();
  return null;
}
