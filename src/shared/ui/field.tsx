import { Icon } from "./icon";
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { useTranslation } from "react-i18next";

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "size"> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  suffix?: ReactNode;
  /** Shows a show/hide toggle for password inputs. */
  revealable?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** Labelled input with optional suffix, hint and error, wired for screen readers. */
export function Field({ label, error, hint, suffix, revealable, type = "text", id, ref, ...rest }: FieldProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? autoId;
  const [shown, setShown] = useState(false);
  const describedBy = [error ? `${inputId}-err` : "", hint ? `${inputId}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field-invalid" : ""}`}>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      <div className="field-control">
        <input
          ref={ref}
          id={inputId}
          type={revealable && shown ? "text" : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {suffix ? <span className="field-suffix">{suffix}</span> : null}
        {revealable ? (
          <button
            type="button"
            className="field-reveal"
            aria-pressed={shown}
            aria-label={shown ? t("field.hide") : t("field.show")}
            onClick={() => setShown((v) => !v)}
          >
            <Icon name={shown ? "eyeOpen" : "eyeClosed"} />
          </button>
        ) : null}
      </div>
      {hint ? (
        <div id={`${inputId}-hint`} className="field-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={`${inputId}-err`} className="field-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
