import { CreditRefreshButton } from "@/features/credit-check";
import { InformationPopup } from "@/features/information";

/** Composes the info popup with the credit-check feature's refresh control (features cannot import each other). */
export function InformationTabPopup() {
  return <InformationPopup creditControl={<CreditRefreshButton />} />;
}
