import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { applyServerErrors, FIELD_MAX, numericInput, useFieldError, useSingleFlight } from "@/shared/lib/form";
import { popupClosed } from "@/shared/popup";
import { Button, Dialog, ErrorList, Field } from "@/shared/ui";
import { $registration, submitOtpFx } from "../model/registration";
import { otpSchema, type OtpForm } from "../model/schemas";
import { StepIndicator } from "./shared";

/** Real-OTP backends (features.realOtp): the code sent by SMS. */
export function RegisterOtpPopup() {
  const { t } = useTranslation("register");
  const fieldError = useFieldError();
  const [reg, close, submit] = useUnit([$registration, popupClosed, submitOtpFx]);
  const { busy, run } = useSingleFlight();
  const [messages, setMessages] = useState<string[]>([]);
  const form = useForm<OtpForm>({ resolver: zodResolver(otpSchema), mode: "onTouched", defaultValues: { otp: "" } });

  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      setMessages([]);
      try {
        await submit(values.otp);
      } catch (e) {
        setMessages(applyServerErrors(e, form.setError, ["otp"]).messages);
      }
    }),
  );

  return (
    <Dialog open title={t("otpTitle")} onClose={close} width={420}>
      <StepIndicator step={1} />
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <p>{t("otpSent", { phone: reg.phone ?? "" })}</p>
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
