import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { NewPasswordStepForm } from "@/shared/lib/form";
import { popupClosed } from "@/shared/popup";
import { Dialog } from "@/shared/ui/dialog";
import { submitPasswordFx } from "../model/registration";
import { passwordSchema } from "../model/schemas";
import { StepIndicator } from "./shared";

/** Register, step 2 of 3: password and confirmation. */
export function RegisterPasswordPopup() {
  const { t } = useTranslation("register");
  const [close, submit] = useUnit([popupClosed, submitPasswordFx]);
  return (
    <Dialog open title={t("passwordTitle")} onClose={close} width={420}>
      <StepIndicator step={2} />
      <NewPasswordStepForm
        schema={passwordSchema}
        onSave={submit}
        passwordLabel={t("password")}
        confirmationLabel={t("confirmation")}
        submitLabel={t("next")}
        cancelLabel={t("cancel")}
        onCancel={close}
      />
    </Dialog>
  );
}
