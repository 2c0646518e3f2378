import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { applyServerErrors, useSingleFlight, NewPasswordFields } from "@/shared/lib/form";
import { popupClosed } from "@/shared/popup";
import { Button, Dialog, ErrorList } from "@/shared/ui";
import { submitPasswordFx } from "../model/registration";
import { passwordSchema, type PasswordForm } from "../model/schemas";
import { StepIndicator } from "./shared";

/** Register, step 2 of 3: password and confirmation. */
export function RegisterPasswordPopup() {
  const { t } = useTranslation("register");
  const [close, submit] = useUnit([popupClosed, submitPasswordFx]);
  const { busy, run } = useSingleFlight();
  const [messages, setMessages] = useState<string[]>([]);
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordSchema),
    mode: "onTouched",
    defaultValues: { password: "", password_confirmation: "" },
  });

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
        <NewPasswordFields form={form} passwordLabel={t("password")} confirmationLabel={t("confirmation")} />
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
