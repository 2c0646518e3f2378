import { useUnit } from "effector-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/shared/ui/button";
import { CopyButton } from "@/shared/ui/copy-button";
import { formatAmount, formatCountdown } from "@/shared/lib/format";
import type { PendingProcessModel } from "../model/process";
import styles from "./process-parts.module.css";

type ProcessUnits = Pick<PendingProcessModel, "$pending" | "$remainingMs">;

/**
 * The pending amount and the countdown to its expiry, as the process popups show them. With
 * `copyAmountLabel`, a copy button gives the amount as a banking app takes it (1500.00, no separators).
 */
export function PendingFigures({
  process,
  amountLabel,
  countdownLabel,
  copyAmountLabel,
}: {
  process: ProcessUnits;
  amountLabel: string;
  countdownLabel: string;
  copyAmountLabel?: string;
}) {
  const { t: tc } = useTranslation();
  const [pending, remaining] = useUnit([process.$pending, process.$remainingMs]);
  if (!pending) return null;
  return (
    <>
      <p className={styles.processAmount}>
        {amountLabel}: <strong data-testid="process-amount">{formatAmount(pending.amount)}</strong> {tc("baht")}
        {copyAmountLabel ? <CopyButton text={pending.amount.toFixed(2)} label={copyAmountLabel} /> : null}
      </p>
      <p className={styles.processCountdown}>
        {countdownLabel}:{" "}
        <strong role="timer" data-testid="countdown">
          {formatCountdown(remaining)}
        </strong>
      </p>
    </>
  );
}

/** A failed status check stops the poll; the player's retry starts it again. */
export function PollFailure({ process, message }: { process: Pick<PendingProcessModel, "$pollError" | "retryPoll">; message: string }) {
  const { t: tc } = useTranslation();
  const [pollError, retry] = useUnit([process.$pollError, process.retryPoll]);
  if (!pollError) return null;
  return (
    <div className={styles.pollError} role="alert">
      <span>{message}</span>
      <Button variant="secondary" onClick={() => retry()}>
        {tc("retry")}
      </Button>
    </div>
  );
}
