import { useUnit } from "effector-react";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { asForm, toApiError, usableSession } from "@/shared/api";
import { loggedIn } from "@/entities/session";
import { currentLocale, localePath } from "@/shared/i18n";
import { AccountForm, ContactLink, FIELD_MAX, genericErrorText, PhoneField, useFieldError, useFormSubmit, useSchemaForm } from "@/shared/lib/form";
import { takeRememberedPath } from "@/shared/lib/redirect-memory";
import { notified } from "@/shared/notify";
import { popupClosed } from "@/shared/popup";
import { Button } from "@/shared/ui/button";
import { Dialog } from "@/shared/ui/dialog";
import { ErrorList } from "@/shared/ui/feedback";
import { Field } from "@/shared/ui/field";
import { useLogin } from "../api/login";
import { loginSchema } from "../model/schema";
import styles from "./login-popup.module.css";

/** Login popup (R-POP-3, R-ERR-3): phone + password, forgot password, contact. */
export function LoginPopup() {
  const { t } = useTranslation("login");
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const [close, login, notify] = useUnit([popupClosed, loggedIn, notified]);
  const mutation = useLogin();
  const form = useSchemaForm(loginSchema, { phone: "", password: "" });
  const { busy, messages, onSubmit } = useFormSubmit(
    form,
    async (values) => {
      // An answer without a usable token or lifetime is a failed login, never a stored "undefined".
      login(usableSession(await mutation.mutateAsync(asForm(values))));
      notify({ type: "success", message: t("success") });
      // Back to the page the guest first asked for (it carries its own locale prefix), else home.
      navigate(takeRememberedPath() ?? localePath(currentLocale(), "/"), { replace: true });
    },
    (e) => {
      const error = toApiError(e);
      if (error.kind === "contract") return [t("badAnswer")];
      if (error.status !== 422 && error.status !== 401) return error.hasServerText ? error.messages : [genericErrorText(error)];
      // R-ERR-3: a red alert with the server's messages plus a 'phone or password incorrect' notice.
      const texts = [...new Set([...Object.values(error.fieldErrors), ...error.messages].filter((m): m is string => Boolean(m)))];
      notify({ type: "error", message: t("failed") });
      return texts.length ? texts : [t("failed")];
    },
  );

  return (
    <Dialog open title={t("title")} onClose={close} width={420}>
      <AccountForm onSubmit={onSubmit}>
        <PhoneField form={form} label={t("phone")} />
        <Field
          label={t("password")}
          type="password"
          autoComplete="current-password"
          revealable
          maxLength={FIELD_MAX.loginPassword}
          error={fieldError(form.formState.errors.password)}
          {...form.register("password")}
        />
        <ErrorList messages={messages} />
        <Button type="submit" variant="gold" block busy={busy}>
          {t("submit")}
        </Button>
        <div className={styles.accountFormRow}>
          <Button variant="ghost" onClick={close}>
            {t("cancel")}
          </Button>
          <Button variant="ghost" onClick={() => navigate(localePath(currentLocale(), "/forgetpassword"))}>
            {t("forgot")}
          </Button>
        </div>
        <ContactLink>{t("contact")}</ContactLink>
      </AccountForm>
    </Dialog>
  );
}
