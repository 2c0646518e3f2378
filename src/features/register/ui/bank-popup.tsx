import { useId } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { BankLogo, REGISTRATION_BANKS, bankName } from "@/entities/bank";
import { tagToLocale } from "@/shared/i18n";
import { $isAuthenticated } from "@/entities/session";
import { PROFILE_KEY, useProfile } from "@/entities/profile";
import { notified } from "@/shared/notify";
import { FIELD_MAX, numericInput, PopupForm, useFieldError, useFormSubmit, useSchemaForm } from "@/shared/lib/form";
import { popupClosed } from "@/shared/popup";
import { Dialog } from "@/shared/ui/dialog";
import { Field } from "@/shared/ui/field";
import { $registrationStep, memberBankFx, submitBankFx } from "../model/registration";
import { bankSchema } from "../model/schemas";
import { StepIndicator } from "./shared";
import styles from "./bank-popup.module.css";

/**
 * Register, step 3 of 3: bank (14 registration banks), account number, account name, LINE id.
 * Also the "add bank" form for a logged-in member who has none (same fields, same call).
 */
export function RegisterBankPopup() {
  const { t, i18n } = useTranslation("register");
  const fieldError = useFieldError();
  const errId = useId();
  const queryClient = useQueryClient();
  const { profile } = useProfile();
  const [close, submitRegistration, submitMember, step, authed, notify] = useUnit([
    popupClosed,
    submitBankFx,
    memberBankFx,
    $registrationStep,
    $isAuthenticated,
    notified,
  ]);
  const memberMode = authed && step !== "bank";
  const form = useSchemaForm(bankSchema, { account_number: "", name: "", line: "" });
  const { errors } = form.formState;
  const bankError = fieldError(errors.bank);

  const submitting = useFormSubmit(
    form,
    async (values) => {
      if (!memberMode) return submitRegistration(values);
      await submitMember({ ...values, phone: profile?.phone ?? "" });
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
      notify({ type: "success", message: t("bankAdded") });
      close();
    },
    ["bank", "account_number", "name", "line"],
  );

  return (
    <Dialog open title={t("bankTitle")} onClose={close} width={480}>
      {memberMode ? null : <StepIndicator step={3} />}
      <PopupForm {...submitting} submitLabel={memberMode ? t("saveBank") : t("submit")} cancelLabel={t("cancel")} onCancel={close}>
        <fieldset className={styles.bankPicker} aria-invalid={bankError ? true : undefined} aria-describedby={bankError ? errId : undefined}>
          <legend className="field-label">{t("bank")}</legend>
          <div className={styles.bankPickerGrid}>
            {REGISTRATION_BANKS.map((b) => (
              <label key={b.key} className={styles.bankOption}>
                <input type="radio" value={b.key} {...form.register("bank")} />
                <BankLogo bank={b} size={32} />
                <span>{bankName(b, tagToLocale(i18n.language))}</span>
              </label>
            ))}
          </div>
          {bankError ? (
            <div id={errId} className="field-error" role="alert">
              {bankError}
            </div>
          ) : null}
        </fieldset>
        <Field
          label={t("accountNumber")}
          autoComplete="off"
          error={fieldError(errors.account_number)}
          {...numericInput(form.register("account_number"), FIELD_MAX.accountNumber)}
        />
        <Field label={t("accountName")} autoComplete="name" maxLength={FIELD_MAX.accountName} error={fieldError(errors.name)} {...form.register("name")} />
        <Field label={t("line")} autoComplete="off" maxLength={FIELD_MAX.line} error={fieldError(errors.line)} {...form.register("line")} />
      </PopupForm>
    </Dialog>
  );
}
