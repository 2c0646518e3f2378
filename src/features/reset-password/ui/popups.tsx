import { useUnit } from "effector-react";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { currentLocale, localePath } from "@/shared/i18n";
import {
  ContactLink,
  FIELD_MAX,
  FinalStep,
  NewPasswordStepForm,
  OtpStepForm,
  PhoneField,
  PopupForm,
  useFieldError,
  useFormSubmit,
  useSchemaForm,
} from "@/shared/lib/form";
import { popupClosed } from "@/shared/popup";
import { Button } from "@/shared/ui/button";
import { Dialog, RESULT_ARM_DELAY } from "@/shared/ui/dialog";
import { Field } from "@/shared/ui/field";
import { startResetFx } from "../api/reset-password";
import { $reset, confirmOtpFx, confirmPasswordFx, resetFinished } from "../model/reset";
import { resetPasswordSchema, startSchema } from "../model/schemas";

/** Forgetpassword: phone (+ optional customer id), submit, cancel, contact. */
export function ForgetPasswordPopup() {
  const { t } = useTranslation("reset-password");
  const fieldError = useFieldError();
  const [draft, close, start] = useUnit([$reset, popupClosed, startResetFx]);
  const form = useSchemaForm(startSchema, { phone: draft.phone, game_username: draft.game_username });
  const submitting = useFormSubmit(form, start, ["phone", "game_username"]);

  if (draft.step !== "phone") return null;
  return (
    <Dialog open title={t("title")} onClose={close} width={420}>
      <PopupForm {...submitting} submitLabel={t("submit")} cancelLabel={t("cancel")} onCancel={close} after={<ContactLink>{t("contact")}</ContactLink>}>
        <PhoneField form={form} label={t("phone")} />
        <Field
          label={t("customerId")}
          autoComplete="username"
          hint={t("customerIdHint")}
          maxLength={FIELD_MAX.customerId}
          error={fieldError(form.formState.errors.game_username)}
          {...form.register("game_username")}
        />
      </PopupForm>
    </Dialog>
  );
}

/** otpPassword: the code sent by SMS. */
export function ResetOtpPopup() {
  const { t } = useTranslation("reset-password");
  const [draft, close, confirm] = useUnit([$reset, popupClosed, confirmOtpFx]);
  return (
    <Dialog open title={t("otpTitle")} onClose={close} width={420}>
      <OtpStepForm
        sentText={t("otpSent", { phone: draft.phone })}
        label={t("otp")}
        onConfirm={confirm}
        otpErrorUnderField={false}
        submitLabel={t("confirm")}
        cancelLabel={t("cancel")}
        onCancel={close}
      />
    </Dialog>
  );
}

/** otpNewpassword: new password and confirmation with the three remarks. */
export function ResetNewPasswordPopup() {
  const { t } = useTranslation("reset-password");
  const [close, confirm] = useUnit([popupClosed, confirmPasswordFx]);
  return (
    <Dialog open title={t("newTitle")} onClose={close} width={420}>
      <NewPasswordStepForm
        schema={resetPasswordSchema}
        onSave={confirm}
        passwordLabel={t("newPassword")}
        confirmationLabel={t("confirmation")}
        submitLabel={t("save")}
        cancelLabel={t("cancel")}
        onCancel={close}
      />
    </Dialog>
  );
}

/** otpComplete: message and a button to /login. */
export function ResetCompletePopup() {
  const { t } = useTranslation("reset-password");
  const navigate = useNavigate();
  const [finish, close] = useUnit([resetFinished, popupClosed]);
  const toLogin = () => {
    finish();
    navigate(localePath(currentLocale(), "/login"), { replace: true });
  };
  return (
    <Dialog
      open
      title={t("completeTitle")}
      onClose={() => {
        finish();
        close();
      }}
      width={420}
      armDelay={RESULT_ARM_DELAY}
    >
      <FinalStep>
        <p>{t("completeText")}</p>
        <Button variant="gold" block onClick={toLogin}>
          {t("login")}
        </Button>
      </FinalStep>
    </Dialog>
  );
}
