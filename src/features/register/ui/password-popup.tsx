import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { applyServerErrors, PasswordRemarks, useFieldError, useSingleFlight } from "@/shared/lib/form";
import { popupClosed } from "@/shared/popup";
import { Button, Dialog, ErrorList, Field } from "@/shared/ui";
import { submitPasswordFx } from "../model/registration";
import { passwordSchema, type PasswordForm } from "../model/schemas";
import { StepIndicator } from "./shared";

/** Register, step 2 of 3: password and confirmation. */
export function RegisterPasswordPopup() {
  const { t } = useTranslation("register");
  const fieldError = useFieldError();
  const [close, submit] = useUnit([popupClosed, submitPasswordFx]);
  const { busy, run } = useSingleFlight();
  const [messages, setMessages] = useState<string[]>([]);
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordSchema),
    mode: "onTouched",
    defaultValues: { password: "", password_confirmation: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      setMessages([]);
      try {
        await submit(values);
      } catch (e) {
        setMessages(applyServerErrors(e, form.setError, ["password", "password_confirmation"]).messages);
      }
    }),
  );

  return (
    <Dialog open title={t("passwordTitle")} onClose={close} width={420}>
      <StepIndicator step={2} />
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <Field
          label={t("password")}
          type="password"
          autoComplete="new-password"
          revealable
          maxLength={15}
          error={fieldError(errors.password)}
          hint={<PasswordRemarks value={form.watch("password")} />}
          {...form.register("password", { deps: ["password_confirmation"] })}
        />
        <Field
          label={t("confirmation")}
          type="password"
          autoComplete="new-password"
          revealable
          maxLength={15}
          error={fieldError(errors.password_confirmation)}
          {...form.register("password_confirmation")}
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
