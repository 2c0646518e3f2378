import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useUnit } from "effector-react";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { api, toApiError } from "@/shared/api";
import { loggedIn } from "@/entities/session";
import { getRuntimeConfig } from "@/shared/config";
import { currentLocale, localePath } from "@/shared/i18n";
import { FIELD_MAX, genericErrorText, numericInput, useFieldError, useSingleFlight } from "@/shared/lib/form";
import { takeRememberedPath } from "@/shared/lib/redirect-memory";
import { notified } from "@/shared/notify";
import { popupClosed } from "@/shared/popup";
import { Button, Dialog, ErrorList, Field } from "@/shared/ui";
import { loginSchema, type LoginForm } from "../model/schema";

/** Login popup (spec sections 2, 7, 8): phone + password, forgot password, contact. */
export function LoginPopup() {
  const { t } = useTranslation("login");
  const fieldError = useFieldError();
  const navigate = useNavigate();
  const [close, login, notify] = useUnit([popupClosed, loggedIn, notified]);
  const mutation = api.useMutation("post", "/login");
  const { busy, run } = useSingleFlight();
  const [alert, setAlert] = useState<string[]>([]);
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    mode: "onTouched",
    defaultValues: { phone: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    run(async () => {
      setAlert([]);
      try {
        const token = await mutation.mutateAsync({ body: values });
        login({ access_token: token.access_token, expires_in: token.expires_in });
        notify({ type: "success", message: t("success") });
        // Back to the page the guest first asked for (it carries its own locale prefix), else home.
        navigate(takeRememberedPath() ?? localePath(currentLocale(), "/"), { replace: true });
      } catch (e) {
        const error = toApiError(e);
        if (error.status === 422 || error.status === 401) {
          // Spec section 8: a red alert with the server's messages plus a 'phone or password incorrect' notice.
          const texts = [...new Set([...Object.values(error.fieldErrors), ...error.messages].filter((m): m is string => Boolean(m)))];
          setAlert(texts.length ? texts : [t("failed")]);
          notify({ type: "error", message: t("failed") });
        } else {
          setAlert(error.hasServerText ? error.messages : [genericErrorText(error)]);
        }
      }
    }),
  );

  return (
    <Dialog open title={t("title")} onClose={close} width={420}>
      <form className="account-form" onSubmit={onSubmit} noValidate>
        <Field
          label={t("phone")}
          autoComplete="tel"
          error={fieldError(errors.phone)}
          {...numericInput(form.register("phone"), FIELD_MAX.phone)}
        />
        <Field
          label={t("password")}
          type="password"
          autoComplete="current-password"
          revealable
          maxLength={FIELD_MAX.loginPassword}
          error={fieldError(errors.password)}
          {...form.register("password")}
        />
        <ErrorList messages={alert} />
        <Button type="submit" variant="gold" block busy={busy}>
          {t("submit")}
        </Button>
        <div className="account-form-row">
          <Button variant="ghost" onClick={close}>
            {t("cancel")}
          </Button>
          <Button variant="ghost" onClick={() => navigate(localePath(currentLocale(), "/forgetpassword"))}>
            {t("forgot")}
          </Button>
        </div>
        <a className="account-contact" href={getRuntimeConfig().site.line} target="_blank" rel="noopener noreferrer">
          {t("contact")}
        </a>
      </form>
    </Dialog>
  );
}
