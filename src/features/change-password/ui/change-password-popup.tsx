import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/shared/api";
import { FIELD_MAX, NewPasswordFields, PopupForm, useFieldError, useFormSubmit, useSchemaForm } from "@/shared/lib/form";
import { notified } from "@/shared/notify";
import { popupClosed } from "@/shared/popup";
import { Dialog } from "@/shared/ui/dialog";
import { Field } from "@/shared/ui/field";
import { useUpdatePassword } from "../api/update-password";
import { changePasswordSchema } from "../model/schema";

/** Change-password form (members only): old, new, confirmation; show/hide on the new ones. */
export function ChangePasswordPopup() {
  const { t } = useTranslation("change-password");
  const fieldError = useFieldError();
  const [close, notify] = useUnit([popupClosed, notified]);
  const mutation = useUpdatePassword();
  const form = useSchemaForm(changePasswordSchema, { old_password: "", password: "", password_confirmation: "" });
  const submitting = useFormSubmit(
    form,
    async (values) => {
      const result = await mutation.mutateAsync({ body: values });
      // A refusal in a 2xx body: its text (or ours) in the red list.
      if (!result.success) throw new ApiError("http", 200, {}, [result.msg || t("failed")]);
      notify({ type: "success", message: t("success") });
      close();
    },
    ["old_password", "password", "password_confirmation"],
  );

  return (
    <Dialog open title={t("title")} onClose={close} width={420}>
      <PopupForm {...submitting} submitLabel={t("submit")} cancelLabel={t("cancel")} onCancel={close}>
        <Field
          label={t("oldPassword")}
          type="password"
          autoComplete="current-password"
          maxLength={FIELD_MAX.loginPassword}
          error={fieldError(form.formState.errors.old_password)}
          {...form.register("old_password")}
        />
        <NewPasswordFields form={form} passwordLabel={t("newPassword")} confirmationLabel={t("confirmation")} />
      </PopupForm>
    </Dialog>
  );
}
