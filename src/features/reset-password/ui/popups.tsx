import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useUnit } from "effector-react";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { getRuntimeConfig } from "@/shared/config";
import { currentLocale, localePath } from "@/shared/i18n";
import { applyServerErrors, FIELD_MAX, numericInput, useFieldError, useSingleFlight, NewPasswordFields } from "@/shared/lib/form";
import { popupClosed } from "@/shared/popup";
import { Button, Dialog, ErrorList, Field } from "@/shared/ui";
import { $reset, confirmOtpFx, confirmPasswordFx, resetFinished, resetOpened, startResetFx } from "../model/reset";
import { newPasswordSchema, otpSchema, startSchema, type NewPasswordForm, type OtpForm, type StartForm } from "../model/schemas";

function ContactLink() {
  const { t } = useTranslation("reset-password");
  return (
    <a className="account-contact" href={getRuntimeConfig().site.line} target="_blank" rel="noopener noreferrer">
      {t("contact")}
    </a>
  );
}

/** Forgetpassword: phone (+ optional customer id), submit, cancel, contact. */
export function ForgetPasswordPopup() {
  const { t } = useTranslation("reset-password");
  const fieldError = useFieldError();
  const [draft, opened, close, start] = useUnit([$reset, resetOpened, popupClosed, startResetFx]);
  const { busy, run } = useSingleFlight();
  const [messages, setMessages] = useState<string[]>([]);
  const form = useForm<StartForm>({
    resolver: zodResolver(startSchema),
    mode: "onTouched",
    defaultValues: { phone: draft.phone, game_username: draft.game_username },
  });
  const { errors } = form.formState;

  useEffect(() => opened(), [opened]);

  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      setMessages([]);
      try {
        await start(values);
      } catch (e) {
        setMessages(applyServerErrors(e, form.setError, ["phone", "game_username"]).messages);
      }
    }),
  );

  if (draft.step !== "phone") return null;
  return (
    <Dialog open title={t("title")} onClose={close} width={420}>
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <Field label={t("phone")} autoComplete="tel" error={fieldError(errors.phone)} {...numericInput(form.register("phone"), FIELD_MAX.phone)} />
        <Field
          label={t("customerId")}
          autoComplete="username"
          hint={t("customerIdHint")}
          maxLength={FIELD_MAX.customerId}
          error={fieldError(errors.game_username)}
          {...form.register("game_username")}
        />
        <ErrorList messages={messages} />
        <Button type="submit" variant="gold" block busy={busy}>
          {t("submit")}
        </Button>
        <Button variant="ghost" block onClick={close}>
          {t("cancel")}
        </Button>
        <ContactLink />
      </form>
    </Dialog>
  );
}

/** otpPassword: the code sent by SMS. */
export function ResetOtpPopup() {
  const { t } = useTranslation("reset-password");
  const fieldError = useFieldError();
  const [draft, close, confirm] = useUnit([$reset, popupClosed, confirmOtpFx]);
  const { busy, run } = useSingleFlight();
  const [messages, setMessages] = useState<string[]>([]);
  const form = useForm<OtpForm>({ resolver: zodResolver(otpSchema), mode: "onTouched", defaultValues: { otp: "" } });

  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      setMessages([]);
      try {
        await confirm(values.otp);
      } catch (e) {
        setMessages(applyServerErrors(e, form.setError, []).messages);
      }
    }),
  );

  return (
    <Dialog open title={t("otpTitle")} onClose={close} width={420}>
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <p>{t("otpSent", { phone: draft.phone })}</p>
        <Field
          label={t("otp")}
          autoComplete="one-time-code"
          error={fieldError(form.formState.errors.otp)}
          {...numericInput(form.register("otp"), FIELD_MAX.otp)}
        />
        <ErrorList messages={messages} />
        <Button type="submit" variant="gold" block busy={busy}>
          {t("confirm")}
        </Button>
        <Button variant="ghost" block onClick={close}>
          {t("cancel")}
        </Button>
      </form>
    </Dialog>
  );
}

/** otpNewpassword: new password and confirmation with the three remarks. */
export function ResetNewPasswordPopup() {
  const { t } = useTranslation("reset-password");
  const [close, confirm] = useUnit([popupClosed, confirmPasswordFx]);
  const { busy, run } = useSingleFlight();
  const [messages, setMessages] = useState<string[]>([]);
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordSchema),
    mode: "onTouched",
    defaultValues: { password: "", password_confirmation: "" },
  });

  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      setMessages([]);
      try {
        await confirm(values);
      } catch (e) {
        setMessages(applyServerErrors(e, form.setError, ["password", "password_confirmation"]).messages);
      }
    }),
  );

  return (
    <Dialog open title={t("newTitle")} onClose={close} width={420}>
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <NewPasswordFields form={form} passwordLabel={t("newPassword")} confirmationLabel={t("confirmation")} />
        <ErrorList messages={messages} />
        <Button type="submit" variant="gold" block busy={busy}>
          {t("save")}
        </Button>
        <Button variant="ghost" block onClick={close}>
          {t("cancel")}
        </Button>
      </form>
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
    >
      <div className="account-form account-final">
        <p className="account-final-mark" aria-hidden="true" />
        <p>{t("completeText")}</p>
        <Button variant="gold" block onClick={toLogin}>
          {t("login")}
        </Button>
      </div>
    </Dialog>
  );
}
