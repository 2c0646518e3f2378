import { useTranslation } from "react-i18next";
import type { Profile } from "@/shared/api";
import { getRuntimeConfig } from "@/shared/config";
import { formatAmount } from "@/shared/lib/format";
import { depositedToday, readReminder } from "../model/reminder";
import styles from "./deposit-reminder-note.module.css";

/** In the deposit popup: the player's own daily amount and today's deposits, when they set one. */
export function DepositReminderNote({ profile }: { profile: Profile }) {
  const { t } = useTranslation("play-limits");
  const amount = getRuntimeConfig().responsiblePlay.depositReminder ? readReminder() : null;
  if (amount === null) return null;
  const today = depositedToday(profile, Date.now());
  const reached = today >= amount;
  return (
    <p className={reached ? `${styles.depositReminderNote} ${styles.isReached}` : styles.depositReminderNote} data-testid="deposit-reminder-note" role="note">
      {t(reached ? "reached" : "below", { amount: formatAmount(amount), today: formatAmount(today) })}
    </p>
  );
}
