import type { FormEventHandler, ReactNode } from "react";
import { getRuntimeConfig } from "@/shared/config";
import { Button } from "@/shared/ui/button";
import { ErrorList } from "@/shared/ui/feedback";
import styles from "./popup-form.module.css";

export interface PopupFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  /** The red list under the fields (server messages, or the generic text). */
  messages: readonly string[];
  submitLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  children: ReactNode;
  /** Below the buttons (the contact link). */
  after?: ReactNode;
}

/** The buttons of a step form whose fields live in this lib (OTP, new password). */
export type StepFormLabels = Pick<PopupFormProps, "submitLabel" | "cancelLabel" | "onCancel">;

/**
 * An account popup's form: the fields, then the red list, the gold submit (busy while in flight)
 * and a cancel that closes the popup. `useFormSubmit` gives `onSubmit`, `busy` and `messages`.
 */
export function PopupForm({ onSubmit, busy, messages, submitLabel, cancelLabel, onCancel, children, after }: PopupFormProps) {
  return (
    <AccountForm onSubmit={onSubmit}>
      {children}
      <ErrorList messages={messages} />
      <Button type="submit" variant="gold" block busy={busy}>
        {submitLabel}
      </Button>
      <Button variant="ghost" block onClick={onCancel}>
        {cancelLabel}
      </Button>
      {after}
    </AccountForm>
  );
}

/** An account form's column of fields and buttons (the login popup lays out its own buttons in it). */
export function AccountForm({ onSubmit, children }: { onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  return (
    <form className={styles.accountForm} onSubmit={onSubmit} noValidate>
      {children}
    </form>
  );
}

/** The "contact us" link to the site's LINE account, centred under an account form. */
export function ContactLink({ children }: { children: ReactNode }) {
  return (
    <a className={styles.accountContact} href={getRuntimeConfig().site.line} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** A journey's last step (registration, password reset): the green tick, then the text and buttons. */
export function FinalStep({ children }: { children: ReactNode }) {
  return (
    <div className={`${styles.accountForm} ${styles.accountFinal}`}>
      <p className={styles.accountFinalMark} aria-hidden="true" />
      {children}
    </div>
  );
}
