import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useUnit } from "effector-react";
import { dialogShown } from "@/shared/notify";
import { currentLocale, localePath, splitLocalePath } from "@/shared/i18n";
import { useLocation } from "react-router-dom";

/** On the lobby route it asks the player to pick a game; elsewhere it goes to the lobby. */
export function PlayGameButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const show = useUnit(dialogShown);
  const onLobby = splitLocalePath(location.pathname).rest.startsWith("/lobby");
  return (
    <button
      type="button"
      className={className}
      onClick={() => (onLobby ? show({ tone: "info", message: t("selectGame") }) : navigate(localePath(currentLocale(), "/lobby")))}
    >
      {t("nav.playGame")}
    </button>
  );
}
