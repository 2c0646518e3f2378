import { Icon } from "@/shared/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PROFILE_KEY } from "@/entities/profile";

/** Refresh-credit control. */
export function CreditRefreshButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <button
      type="button"
      className="icon-btn"
      aria-label={t("member.refreshCredit")}
      onClick={() => void queryClient.invalidateQueries({ queryKey: PROFILE_KEY })}
    >
      <Icon name="refresh" />
    </button>
  );
}
