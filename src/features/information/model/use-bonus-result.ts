import { useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { toApiError } from "@/shared/api";
import { dialogShown } from "@/shared/notify";
import { PROFILE_KEY } from "@/entities/profile";

interface BonusAnswer {
  success: boolean;
  msg: string;
}

/**
 * Shared ending of every bonus call (event activation, claim by id, referral withdrawal):
 * refetch what changed, then show the outcome in the message dialog (spec sections 4 and 8).
 * `successText` replaces the server msg on success when the spec names its own wording.
 */
export function useBonusResult() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const show = useUnit(dialogShown);
  return async (call: () => Promise<BonusAnswer>, options: { successText?: string; refetch?: QueryKey[] } = {}) => {
    let outcome: { tone: "success" | "error"; message: string } | null;
    try {
      const answer = await call();
      outcome = answer.success
        ? { tone: "success", message: options.successText ?? answer.msg }
        : { tone: "error", message: answer.msg || t("errors.server") };
    } catch (e) {
      const err = toApiError(e);
      // A 401 ends the session elsewhere; a dialog on top of that would only confuse.
      outcome =
        err.kind === "unauthenticated"
          ? null
          : {
              tone: "error",
              message:
                err.messages[0] ??
                Object.values(err.fieldErrors)[0] ??
                t(err.kind === "network" ? "errors.network" : err.kind === "timeout" ? "errors.timeout" : "errors.server"),
            };
    }
    await Promise.all([PROFILE_KEY, ...(options.refetch ?? [])].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    if (outcome) show(outcome);
  };
}
