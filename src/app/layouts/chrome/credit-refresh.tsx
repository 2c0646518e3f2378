import { lazy, Suspense } from "react";
import { Icon } from "@/shared/ui/icon";
import { AfterHydration } from "@/shared/lib/hydration";

/** Shown instead of a credit figure when the profile could not be loaded (never a false 0.00). */
export const CREDIT_PLACEHOLDER = "—";

// The credit check (its model and polling) loads with the first member bar or drawer,
// not with the guest home page.
const CreditRefreshButton = lazy(() => import("@/features/credit-check").then((m) => ({ default: m.CreditRefreshButton })));

/** The refresh-credit control; until its code is here, an inert icon of the same size. */
export function CreditRefresh() {
  const inert = (
    <span className="icon-btn credit-refresh" aria-hidden="true">
      <Icon name="refresh" />
    </span>
  );
  // The first paint (and the take-over of it) holds the inert icon; the button's code loads after.
  return (
    <Suspense fallback={inert}>
      <AfterHydration fallback={inert}>
        <CreditRefreshButton />
      </AfterHydration>
    </Suspense>
  );
}

const LowCreditHintView = lazy(() => import("@/features/credit-check").then((m) => ({ default: m.LowCreditHint })));

/** Below 20 baht: refreshing clears the turnover (loads with the credit check). */
export function LowCreditHint() {
  return (
    <Suspense fallback={null}>
      <AfterHydration>
        <LowCreditHintView />
      </AfterHydration>
    </Suspense>
  );
}
