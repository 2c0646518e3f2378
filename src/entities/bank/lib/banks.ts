import type { Locale } from "@/shared/i18n";

/**
 * Thai banks (R-DATA-10; docs/product-decisions.md, "Banks"). An entry has the spec's fields
 * (code, colour, official_name, nice_name, thai_name) plus the short id the table is keyed by, the
 * letters of its mark and, where a Chinese name is in common use, that name. Registration offers
 * these 14; the fuller display table (table.ts) adds the rest and is only loaded where a member's
 * bank is shown.
 */
export interface Bank {
  /** The short id the table is keyed by and profiles carry (`kbank`, `ttb`, `25`, `pp01`). */
  key: string;
  /** The bank's clearing code (`004`); PromptPay and TrueMoney carry their key. */
  code: string;
  /** The spec's colour: the mark's background. */
  color: string;
  official_name: string;
  /** The English name players know; shown on English pages and on Chinese ones without a Chinese name. */
  nice_name: string;
  thai_name: string;
  chinese_name?: string;
  /** Letters of the mark when the bank has no drawn emblem. */
  short: string;
}

export const REGISTRATION_BANKS: readonly Bank[] = [
  {
    key: "kbank",
    code: "004",
    short: "KBANK",
    color: "#138f2d",
    official_name: "KASIKORNBANK PUBLIC COMPANY LIMITED",
    nice_name: "Kasikornbank",
    thai_name: "ธนาคารกสิกรไทย",
    chinese_name: "开泰银行",
  },
  {
    key: "scb",
    code: "014",
    short: "SCB",
    color: "#4e2e7f",
    official_name: "SIAM COMMERCIAL BANK PUBLIC COMPANY LIMITED",
    nice_name: "Siam Commercial Bank",
    thai_name: "ธนาคารไทยพาณิชย์",
    chinese_name: "汇商银行",
  },
  {
    key: "bbl",
    code: "002",
    short: "BBL",
    color: "#1e4598",
    official_name: "BANGKOK BANK PUBLIC COMPANY LIMITED",
    nice_name: "Bangkok Bank",
    thai_name: "ธนาคารกรุงเทพ",
    chinese_name: "盘谷银行",
  },
  {
    key: "bay",
    code: "025",
    short: "BAY",
    color: "#fec43b",
    official_name: "BANK OF AYUDHYA PUBLIC COMPANY LIMITED",
    nice_name: "Bank of Ayudhya (Krungsri)",
    thai_name: "ธนาคารกรุงศรีอยุธยา",
    chinese_name: "大城银行",
  },
  {
    key: "ktb",
    code: "006",
    short: "KTB",
    color: "#1ba5e1",
    official_name: "KRUNG THAI BANK PUBLIC COMPANY LIMITED",
    nice_name: "Krungthai Bank",
    thai_name: "ธนาคารกรุงไทย",
    chinese_name: "泰京银行",
  },
  {
    key: "ttb",
    code: "011",
    short: "TTB",
    color: "#1279be",
    official_name: "TMBTHANACHART BANK PUBLIC COMPANY LIMITED",
    nice_name: "TMBThanachart Bank (ttb)",
    thai_name: "ธนาคารทหารไทยธนชาต",
  },
  {
    key: "gsb",
    code: "030",
    short: "GSB",
    color: "#eb198d",
    official_name: "THE GOVERNMENT SAVINGS BANK",
    nice_name: "Government Savings Bank",
    thai_name: "ธนาคารออมสิน",
    chinese_name: "政府储蓄银行",
  },
  {
    key: "baac",
    code: "034",
    short: "BAAC",
    color: "#4b9b1d",
    official_name: "BANK FOR AGRICULTURE AND AGRICULTURAL COOPERATIVES",
    nice_name: "Bank for Agriculture and Agricultural Cooperatives",
    thai_name: "ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร",
    chinese_name: "农业与农业合作社银行",
  },
  {
    key: "uob",
    code: "024",
    short: "UOB",
    color: "#0b3979",
    official_name: "UNITED OVERSEAS BANK (THAI) PUBLIC COMPANY LIMITED",
    nice_name: "United Overseas Bank (Thai)",
    thai_name: "ธนาคารยูโอบี",
    chinese_name: "大华银行（泰国）",
  },
  {
    key: "tisco",
    code: "067",
    short: "TISCO",
    color: "#12549f",
    official_name: "TISCO BANK PUBLIC COMPANY LIMITED",
    nice_name: "TISCO Bank",
    thai_name: "ธนาคารทิสโก้",
  },
  {
    key: "cimb",
    code: "022",
    short: "CIMB",
    color: "#7e2f36",
    official_name: "CIMB THAI BANK PUBLIC COMPANY LIMITED",
    nice_name: "CIMB Thai Bank",
    thai_name: "ธนาคารซีไอเอ็มบี ไทย",
    chinese_name: "联昌泰国银行",
  },
  {
    key: "lhb",
    code: "073",
    short: "LHB",
    color: "#6d6e71",
    official_name: "LAND AND HOUSES BANK PUBLIC COMPANY LIMITED",
    nice_name: "Land and Houses Bank",
    thai_name: "ธนาคารแลนด์ แอนด์ เฮ้าส์",
  },
  {
    key: "ghb",
    code: "033",
    short: "GHB",
    color: "#f57d23",
    official_name: "THE GOVERNMENT HOUSING BANK",
    nice_name: "Government Housing Bank",
    thai_name: "ธนาคารอาคารสงเคราะห์",
    chinese_name: "政府住房银行",
  },
  {
    key: "kk",
    code: "069",
    short: "KKP",
    color: "#199cc5",
    official_name: "KIATNAKIN PHATRA BANK PUBLIC COMPANY LIMITED",
    nice_name: "Kiatnakin Phatra Bank",
    thai_name: "ธนาคารเกียรตินาคินภัทร",
  },
];

/** The bank's name in the page's language: Thai, English, or Chinese where one is in common use (else English). */
export const bankName = (bank: Bank, locale: Locale): string =>
  locale === "th" ? bank.thai_name : locale === "cn" ? (bank.chinese_name ?? bank.nice_name) : bank.nice_name;
