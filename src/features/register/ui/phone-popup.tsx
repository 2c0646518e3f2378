import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { referrerKeys } from "@/entities/attribution";
import { getRuntimeConfig } from "@/shared/config";
import { PhoneField, PopupForm, useFormSubmit, useSchemaForm } from "@/shared/lib/form";
import { popupClosed } from "@/shared/popup";
import { Dialog } from "@/shared/ui/dialog";
import { $registration, submitPhoneFx } from "../model/registration";
import { phoneSchema } from "../model/schemas";
import { StepIndicator } from "./shared";

/** Register, step 1 of 3: phone number (R-POP-2). */
export function RegisterPopup() {
  const { t } = useTranslation("register");
  const [reg, close, submit] = useUnit([$registration, popupClosed, submitPhoneFx]);
  const form = useSchemaForm(phoneSchema, { phone: reg.phone ?? "" });
  const submitting = useFormSubmit(form, ({ phone }) => submit({ phone, realOtp: getRuntimeConfig().features.realOtp, referrer: referrerKeys() }), ["phone"]);

  if (reg.step !== "phone") return null;
  return (
    <Dialog open title={t("title")} onClose={close} width={420}>
      <StepIndicator step={1} />
      <PopupForm {...submitting} submitLabel={t("next")} cancelLabel={t("cancel")} onCancel={close}>
        <PhoneField form={form} label={t("phone")} hint={t("phoneHint")} />
      </PopupForm>
    </Dialog>
  );
}
