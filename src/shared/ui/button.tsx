import type { ButtonHTMLAttributes, ReactNode } from "react";

type Variant = "primary" | "secondary" | "ghost" | "danger" | "gold";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** While busy the button is disabled and announces itself as busy: no double submits. */
  busy?: boolean;
  block?: boolean;
  icon?: ReactNode;
}

export function Button({ variant = "primary", busy = false, block = false, icon, className, children, disabled, type = "button", ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={["btn", `btn-${variant}`, block ? "btn-block" : "", className ?? ""].join(" ").trim()}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <span className="spinner spinner-sm" aria-hidden="true" /> : icon}
      {children}
    </button>
  );
}
