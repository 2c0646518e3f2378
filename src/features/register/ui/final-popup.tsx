import { useUnit } from "effector-react";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { $isAuthenticated } from "@/entities/session";
import { currentLocale, localePath } from "@/shared/i18n";
import { popupClosed } from "@/shared/popup";
import { Button } from "@/shared/ui/button";
import { Dialog, RESULT_ARM_DELAY } from "@/shared/ui/dialog";
import { Spinner } from "@/shared/ui/feedback";
import { finalLoginFx, registrationFinished } from "../model/registration";
import { FinalStep } from "@/shared/lib/form";

/**
 * Registration done. Logged in automatically: the first deposit is the next step (it opens the
 * deposit popup), "OK" goes home; otherwise a login button.
 */
export function RegisterFinalPopup() {
  const { t } = useTranslation("register");
  const navigate = useNavigate();
  const [authed, loggingIn, finish, close] = useUnit([$isAuthenticated, finalLoginFx.pending, registrationFinished, popupClosed]);
  const home = () => {
    finish();
    close();
    navigate(localePath(currentLocale(), "/"), { replace: true });
  };
  const toDeposit = () => {
    finish();
    navigate(localePath(currentLocale(), "/deposit"), { replace: true });
  };
  // Navigating to /login swaps the route popup for the login one; closing first would race back to /.
  const toLogin = () => {
    finish();
    navigate(localePath(currentLocale(), "/login"), { replace: true });
  };
  return (
    <Dialog open title={t("finalTitle")} onClose={home} width={420} armDelay={RESULT_ARM_DELAY}>
      <FinalStep>
        <p>{t("finalText")}</p>
        {loggingIn ? (
          <Spinner label={t("loggingIn")} />
        ) : authed ? (
          <>
            <p>{t("firstDepositText")}</p>
            <Button variant="gold" block onClick={toDeposit}>
              {t("firstDeposit")}
            </Button>
            <Button variant="ghost" block onClick={home}>
              {t("ok")}
            </Button>
          </>
        ) : (
          <Button variant="gold" block onClick={toLogin}>
            {t("login")}
          </Button>
        )}
      </FinalStep>
    </Dialog>
  );
}
