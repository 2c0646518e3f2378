import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { referrerKeys } from "@/entities/attribution";
import { getRuntimeConfig } from "@/shared/config";
import { applyServerErrors, FIELD_MAX, numericInput, useFieldError, useSingleFlight } from "@/shared/lib/form";
import { popupClosed } from "@/shared/popup";
import { Button, Dialog, ErrorList, Field } from "@/shared/ui";
import { $registration, registerOpened, submitPhoneFx } from "../model/registration";
import { phoneSchema, type PhoneForm } from "../model/schemas";
import { StepIndicator } from "./shared";

/** Register, step 1 of 3: phone number (spec section 2). */
export function RegisterPopup() {
  const { t } = useTranslation("register");
  const fieldError = useFieldError();
  const [reg, opened, close, submit] = useUnit([$registration, registerOpened, popupClosed, submitPhoneFx]);
  const { busy, run } = useSingleFlight();
  const [messages, setMessages] = useState<string[]>([]);
  const form = useForm<PhoneForm>({
    resolver: zodResolver(phoneSchema),
    mode: "onTouched",
    defaultValues: { phone: reg.phone ?? "" },
  });

  // Reopening after an accidental close resumes the step the player was on.
  useEffect(() => opened(), [opened]);

  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      setMessages([]);
      try {
        await submit({ phone: values.phone, realOtp: getRuntimeConfig().features.realOtp, referrer: referrerKeys() });
      } catch (e) {
        setMessages(applyServerErrors(e, form.setError, ["phone"]).messages);
      }
    }),
  );

  if (reg.step !== "phone") return null;
  return (
    <Dialog open title={t("title")} onClose={close} width={420}>
      <StepIndicator step={1} />
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <Field
          label={t("phone")}
          autoComplete="tel"
          hint={t("phoneHint")}
          error={fieldError(form.formState.errors.phone)}
          {...numericInput(form.register("phone"), FIELD_MAX.phone)}
        />
        <ErrorList messages={messages} />
        <Button type="submit" variant="gold" block busy={busy}>
          {t("next")}
        </Button>
        <Button variant="ghost" block onClick={close}>
          {t("cancel")}
        </Button>
      </form>
    </Dialog>
  );
}
