import { lazy, Suspense, useEffect } from "react";
import { useUnit } from "effector-react";
import { $offers, hostStarted } from "../model/push-host";

/** The question's dialog and the rest of the push feature load only when a deposit asks for it. */
const PushPrompt = lazy(() => import("../index").then((m) => ({ default: m.PushPrompt })));

/** The members' push host: starts the host model and shows the question after a completed deposit. */
export function PushHost() {
  const [offers, started] = useUnit([$offers, hostStarted]);
  useEffect(() => started(), [started]);
  return offers > 0 ? (
    <Suspense fallback={null}>
      <PushPrompt offer={offers} />
    </Suspense>
  ) : null;
}
