import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { OtpStepForm } from "@/shared/lib/form";
import { popupClosed } from "@/shared/popup";
import { Dialog } from "@/shared/ui/dialog";
import { $registration, submitOtpFx } from "../model/registration";
import { StepIndicator } from "./shared";

/** Real-OTP backends (features.realOtp): the code sent by SMS. */
export function RegisterOtpPopup() {
  const { t } = useTranslation("register");
  const [reg, close, submit] = useUnit([$registration, popupClosed, submitOtpFx]);
  return (
    <Dialog open title={t("otpTitle")} onClose={close} width={420}>
      <StepIndicator step={1} />
      <OtpStepForm
        sentText={t("otpSent", { phone: reg.phone ?? "" })}
        label={t("otp")}
        onConfirm={submit}
        otpErrorUnderField
        submitLabel={t("confirm")}
        cancelLabel={t("cancel")}
        onCancel={close}
      />
    </Dialog>
  );
}
