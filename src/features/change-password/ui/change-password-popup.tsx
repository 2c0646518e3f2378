import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { api } from "@/shared/api";
import { applyServerErrors, FIELD_MAX, useFieldError, useSingleFlight, NewPasswordFields } from "@/shared/lib/form";
import { notified } from "@/shared/notify";
import { popupClosed } from "@/shared/popup";
import { Button, Dialog, ErrorList, Field } from "@/shared/ui";
import { changePasswordSchema, type ChangePasswordForm } from "../model/schema";

/** Change-password form (members only): old, new, confirmation; show/hide on the new ones. */
export function ChangePasswordPopup() {
  const { t } = useTranslation("change-password");
  const fieldError = useFieldError();
  const [close, notify] = useUnit([popupClosed, notified]);
  const mutation = api.useMutation("post", "/customers/update-password");
  const { busy, run } = useSingleFlight();
  const [messages, setMessages] = useState<string[]>([]);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordSchema),
    mode: "onTouched",
    defaultValues: { old_password: "", password: "", password_confirmation: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      setMessages([]);
      try {
        const result = await mutation.mutateAsync({ body: values });
        if (!result.success) {
          setMessages([result.msg || t("failed")]);
          return;
        }
        notify({ type: "success", message: t("success") });
        close();
      } catch (e) {
        setMessages(applyServerErrors(e, form.setError, ["old_password", "password", "password_confirmation"]).messages);
      }
    }),
  );

  return (
    <Dialog open title={t("title")} onClose={close} width={420}>
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <Field
          label={t("oldPassword")}
          type="password"
          autoComplete="current-password"
          maxLength={FIELD_MAX.loginPassword}
          error={fieldError(errors.old_password)}
          {...form.register("old_password")}
        />
        <NewPasswordFields form={form} passwordLabel={t("newPassword")} confirmationLabel={t("confirmation")} />
        <ErrorList messages={messages} />
        <Button type="submit" variant="gold" block busy={busy}>
          {t("submit")}
        </Button>
        <Button variant="ghost" block onClick={close}>
          {t("cancel")}
        </Button>
      </form>
    </Dialog>
  );
}
