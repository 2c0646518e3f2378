import type { FormEventHandler, ReactNode } from "react";
import { Button } from "@/shared/ui/button";
import { ErrorList } from "@/shared/ui/feedback";

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
    <form className="account-form" onSubmit={onSubmit} noValidate>
      {children}
      <ErrorList messages={messages} />
      <Button type="submit" variant="gold" block busy={busy}>
        {submitLabel}
      </Button>
      <Button variant="ghost" block onClick={onCancel}>
        {cancelLabel}
      </Button>
      {after}
    </form>
  );
}
