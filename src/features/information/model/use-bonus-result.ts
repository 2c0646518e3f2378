import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { acceptAnswer, toApiError } from "@/shared/api";
import { formErrorMessages, useSingleFlight } from "@/shared/lib/form";
import { useEffect, useRef, useState } from "react";
import { $dialog, dialogShown } from "@/shared/notify";
import { PROFILE_KEY } from "@/entities/profile";

/**
 * Every bonus button (event activation, claim by id, referral withdrawal): one request per intent
 * (`locked` from the first tap until the outcome's dialog is closed, `busy` while the call is on its way), the
 * answer read in full (`success: false` shows its `msg`, any field error is shown), then what
 * changed is refetched and the outcome shown in the message dialog (R-FLOW-9, R-FLOW-11, R-ERR-6).
 * `successText` replaces the server msg on success when the spec names its own wording.
 */
export function useBonusAction() {
  const queryClient = useQueryClient();
  const [show, dialog] = useUnit([dialogShown, $dialog]);
  const { busy: calling, run } = useSingleFlight();
  // The outcome's dialog may take a moment to appear (its view loads on demand): the button stays
  // disabled until the player has closed it, so taps in between send nothing; it shows the busy
  // spinner only while the call is on its way.
  const held = useRef(false);
  const [showing, setShowing] = useState(false);
  useEffect(() => {
    if (dialog !== null) return;
    held.current = false;
    setShowing(false);
  }, [dialog]);
  const start = (call: () => Promise<unknown>, options: { successText?: string; refetch?: QueryKey[] } = {}) => {
    if (held.current) return Promise.resolve();
    return run(async () => {
      let outcome: { tone: "success" | "error"; message: string } | null;
      try {
        const answer = acceptAnswer(await call()) as { msg?: unknown };
        const msg = typeof answer.msg === "string" ? answer.msg : "";
        outcome = { tone: "success", message: options.successText ?? msg };
      } catch (e) {
        const err = toApiError(e);
        // A 401 ends the session elsewhere; a dialog on top of that would only confuse.
        outcome = err.kind === "unauthenticated" ? null : { tone: "error", message: formErrorMessages(err).join(" ") };
      }
      await Promise.all([PROFILE_KEY, ...(options.refetch ?? [])].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (outcome?.message) {
        show(outcome);
        held.current = true;
        setShowing(true);
      }
    });
  };
  return { busy: calling, locked: calling || showing, start };
}
