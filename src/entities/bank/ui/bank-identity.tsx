import { useTranslation } from "react-i18next";
import { tagToLocale } from "@/shared/i18n";
import { bankName, type Bank } from "../lib/banks";
import { findBank } from "../lib/table";
import styles from "./bank-identity.module.css";

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White or black, whichever reads better on the bank's colour (contrast ratio). */
function logoTextColor(background: string): string {
  const l = luminance(background);
  const onWhite = 1.05 / (l + 0.05);
  const onDark = (l + 0.05) / (luminance("#000000") + 0.05);
  return onWhite >= onDark ? "#fff" : "#000";
}

/**
 * Each bank's mark as players know it, reduced to one shape on its official colour (24×24): the
 * rice plant of KBANK and BAAC, BBL's lotus, Krungsri's roof, KTB's bird, and so on. Drawn here,
 * not loaded: no third-party images, no text in SVG. A bank without one shows its short letters
 * (foreign branches, PromptPay's variants share one mark).
 */
const EMBLEMS: Record<string, string> = {
  kbank: "M12 3c4 3 5 8 0 15-5-7-4-12 0-15Zm0 15v3M6 10c3 1 5 4 6 8-3-1-6-4-6-8Zm12 0c0 4-3 7-6 8 1-4 3-7 6-8Z",
  scb: "M12 3 20 7v6c0 4-3 7-8 8-5-1-8-4-8-8V7Zm0 4-4 2v4c0 2 2 4 4 4s4-2 4-4V9Z",
  bbl: "M12 4c3 3 3 8 0 12-3-4-3-9 0-12Zm-7 5c4 0 6 4 7 7-4 0-7-3-7-7Zm14 0c0 4-3 7-7 7 1-3 3-7 7-7ZM6 19h12v2H6Z",
  bay: "M12 3 22 11h-3v9H5v-9H2Zm0 4-4 4h8Zm-3 6v5h6v-5Z",
  ktb: "M3 13c5-1 8-4 10-9 1 4 0 7-2 9 3-1 6-1 10 1-4 1-7 3-9 7-1-3-1-5 0-7-3 0-6 0-9-1Z",
  ttb: "M3 15c4-6 10-6 18-2-7-1-11 1-14 5Zm0-6c5-5 12-4 18 1-7-2-12-1-16 3Z",
  gsb: "m12 2 2 6 6-2-3 5 5 3-6 1 1 6-5-4-5 4 1-6-6-1 5-3-3-5 6 2Z",
  baac: "M12 3c2 2 2 5 0 8-2-3-2-6 0-8Zm-5 4c2 1 3 4 3 6-2-1-3-3-3-6Zm10 0c0 3-1 5-3 6 0-2 1-5 3-6ZM11 11h2v10h-2Zm-5 5c3 0 5 2 6 5-3 0-5-2-6-5Zm12 0c-1 3-3 5-6 5 1-3 3-5 6-5Z",
  uob: "M4 15h16v4H4Zm3-5h10v4H7Zm3-5h4v4h-4Z",
  tisco: "M12 2 21 12 12 22 3 12Zm0 5-5 5 5 5 5-5Z",
  cimb: "M12 3 20 12 12 21 4 12Z",
  lhb: "M12 3 22 12h-3v8h-5v-5h-4v5H5v-8H2Z",
  ghb: "M12 4 21 11v9H3v-9Zm-3 8v6h6v-6Z",
  kk: "M5 4h4v6l6-6h5l-8 8 8 8h-5l-6-6v6H5Z",
  citi: "M3 13c3-6 15-6 18 0h-2c-3-4-11-4-14 0Zm3 2h12v5H6Z",
  hsbc: "M2 12 7 6h10l5 6-5 6H7Zm5 0 5 5 5-5-5-5Z",
  tbank: "M4 5h16v4h-6v11h-4V9H4Z",
  ibank: "M14 3a9 9 0 1 0 7 14A7 7 0 1 1 14 3Zm4 4 1 3 3 1-3 1-1 3-1-3-3-1 3-1Z",
  icbc: "M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm0 3a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm-3 4h6v6H9Z",
  tcrb: "M4 5h16v4h-6v10h-4V9H4Zm12 8h4v6h-4Z",
  // PromptPay: two arrows passing (money sent and received); TrueMoney: a wallet.
  promptpay: "M4 8h11l-3-3 2-1 6 5-6 5-2-1 3-3H4Zm16 8H9l3 3-2 1-6-5 6-5 2 1-3 3h11Z",
  truemoney: "M3 7h15a3 3 0 0 1 3 3v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Zm13 6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM5 4h11v2H5Z",
};
/** Entries that share another's mark: the old TMB id, PromptPay's six keys. */
const EMBLEM_OF: Record<string, string> = {
  tmb: "ttb",
  "25": "promptpay",
  "26": "promptpay",
  "27": "promptpay",
  "28": "promptpay",
  "29": "promptpay",
  pp01: "promptpay",
};

/** A bank's logo: its mark on its official colour, in the colour that reads best on it. */
export function BankLogo({ bank, size = 40 }: { bank: Bank; size?: number }) {
  const ink = logoTextColor(bank.color);
  const emblem = EMBLEMS[EMBLEM_OF[bank.key] ?? bank.key];
  return (
    <span
      className={styles.bankLogo}
      data-testid="bank-logo"
      aria-hidden="true"
      data-bank={bank.key}
      style={{ background: bank.color, color: ink, width: size, height: size, fontSize: size / 3.6 }}
    >
      {emblem ? (
        <svg className="bank-emblem" viewBox="0 0 24 24" width={size * 0.62} height={size * 0.62} fill="currentColor" fillRule="evenodd">
          <path d={emblem} />
        </svg>
      ) : (
        bank.short
      )}
    </span>
  );
}

/**
 * A member's bank as shown in their info, the withdraw form and the transfer step: its mark and its
 * name in the page's language; a code the table does not know shows the code itself.
 */
export function BankIdentity({ code, size = 40 }: { code: string | null | undefined; size?: number }) {
  const { i18n } = useTranslation();
  const bank = findBank(code);
  const name = bank ? bankName(bank, tagToLocale(i18n.language)) : code?.trim() || "-";
  return (
    <span className={styles.bankIdentity} data-bank={bank?.key} data-testid="bank-identity">
      {bank ? <BankLogo bank={bank} size={size} /> : null}
      <span className={styles.bankIdentityName}>{name}</span>
    </span>
  );
}
