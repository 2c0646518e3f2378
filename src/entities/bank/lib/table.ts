import { REGISTRATION_BANKS, type Bank } from "./banks";

const b = (
  key: string,
  code: string,
  short: string,
  color: string,
  official_name: string,
  nice_name: string,
  thai_name: string,
  chinese_name?: string,
): Bank =>
  chinese_name
    ? { key, code, short, color, official_name, nice_name, thai_name, chinese_name }
    : { key, code, short, color, official_name, nice_name, thai_name };

const ttb = REGISTRATION_BANKS.find((x) => x.key === "ttb");

/** PromptPay appears as a pseudo-bank under six keys (R-DATA-10): 25 to 29 and pp01. */
const promptPay = (key: string): Bank => b(key, key, "PP", "#003d6a", "PROMPTPAY", "PromptPay", "พร้อมเพย์");

/**
 * The fuller table (R-DATA-10: about 40 Thai banks, keyed by short id): the 14 registration banks,
 * the other banks seen in Thai profiles, PromptPay and TrueMoney. 011 appears under two ids: `tmb`
 * (the bank's old id, still in profiles) and `ttb` show the same bank.
 */
export const BANK_TABLE: Readonly<Record<string, Bank>> = /* @__PURE__ */ Object.fromEntries(
  [
    ...REGISTRATION_BANKS,
    ...(ttb ? [{ ...ttb, key: "tmb" }] : []),
    b("rbs", "005", "RBS", "#032952", "THE ROYAL BANK OF SCOTLAND PLC", "Royal Bank of Scotland", "ธนาคารรอยัลแบงก์ออฟสกอตแลนด์", "苏格兰皇家银行"),
    b("jpm", "008", "JPM", "#321c10", "JPMORGAN CHASE BANK, NATIONAL ASSOCIATION", "J.P. Morgan", "ธนาคารเจพีมอร์แกน เชส", "摩根大通银行"),
    b("mufg", "010", "MUFG", "#d61323", "MUFG BANK, LTD.", "MUFG Bank", "ธนาคารเอ็มยูเอฟจี", "三菱日联银行"),
    b("citi", "017", "CITI", "#1583c7", "CITIBANK, N.A.", "Citibank", "ธนาคารซิตี้แบงก์", "花旗银行"),
    b(
      "smbc",
      "018",
      "SMBC",
      "#a0d235",
      "SUMITOMO MITSUI BANKING CORPORATION",
      "Sumitomo Mitsui Banking Corporation",
      "ธนาคารซูมิโตโม มิตซุย แบงกิ้ง คอร์ปอเรชั่น",
      "三井住友银行",
    ),
    b(
      "sc",
      "020",
      "SC",
      "#0f6ea1",
      "STANDARD CHARTERED BANK (THAI) PUBLIC COMPANY LIMITED",
      "Standard Chartered (Thai)",
      "ธนาคารสแตนดาร์ดชาร์เตอร์ด (ไทย)",
      "渣打银行（泰国）",
    ),
    b(
      "mega",
      "026",
      "MEGA",
      "#815e3b",
      "MEGA INTERNATIONAL COMMERCIAL BANK PUBLIC COMPANY LIMITED",
      "Mega International Commercial Bank",
      "ธนาคารเมกะ สากลพาณิชย์",
      "兆丰国际商业银行",
    ),
    b("boa", "027", "BOFA", "#e11e3c", "BANK OF AMERICA, NATIONAL ASSOCIATION", "Bank of America", "ธนาคารแห่งอเมริกา", "美国银行"),
    b("cacib", "028", "CA", "#0e765b", "CREDIT AGRICOLE CORPORATE AND INVESTMENT BANK", "Crédit Agricole CIB", "ธนาคารเครดิต อากริกอล", "东方汇理银行"),
    b("iob", "029", "IOB", "#1c3f94", "INDIAN OVERSEAS BANK", "Indian Overseas Bank", "ธนาคารอินเดียนโอเวอร์ซีส์", "印度海外银行"),
    b("hsbc", "031", "HSBC", "#fd0d1b", "THE HONGKONG AND SHANGHAI BANKING CORPORATION LIMITED", "HSBC", "ธนาคารเอชเอสบีซี", "汇丰银行"),
    b("db", "032", "DB", "#0522a5", "DEUTSCHE BANK AG", "Deutsche Bank", "ธนาคารดอยซ์แบงก์", "德意志银行"),
    b("exim", "035", "EXIM", "#00529b", "EXPORT-IMPORT BANK OF THAILAND", "EXIM Thailand", "ธนาคารเพื่อการส่งออกและนำเข้าแห่งประเทศไทย", "泰国进出口银行"),
    b("mb", "039", "MHCB", "#150b78", "MIZUHO BANK, LTD.", "Mizuho Bank", "ธนาคารมิซูโฮ", "瑞穗银行"),
    b("bnp", "045", "BNP", "#14925e", "BNP PARIBAS", "BNP Paribas", "ธนาคารบีเอ็นพี พารีบาส์", "法国巴黎银行"),
    b("boc", "052", "BOC", "#b1121b", "BANK OF CHINA (THAI) PUBLIC COMPANY LIMITED", "Bank of China (Thai)", "ธนาคารแห่งประเทศจีน (ไทย)", "中国银行（泰国）"),
    b("tbank", "065", "TBANK", "#fc4f1f", "THANACHART BANK PUBLIC COMPANY LIMITED", "Thanachart Bank", "ธนาคารธนชาต"),
    b("ibank", "066", "IBANK", "#184615", "ISLAMIC BANK OF THAILAND", "Islamic Bank of Thailand", "ธนาคารอิสลามแห่งประเทศไทย", "泰国伊斯兰银行"),
    b(
      "icbc",
      "070",
      "ICBC",
      "#c50f1c",
      "INDUSTRIAL AND COMMERCIAL BANK OF CHINA (THAI) PUBLIC COMPANY LIMITED",
      "ICBC (Thai)",
      "ธนาคารไอซีบีซี (ไทย)",
      "中国工商银行（泰国）",
    ),
    b("tcrb", "071", "TCRB", "#0a4ab3", "THAI CREDIT BANK PUBLIC COMPANY LIMITED", "Thai Credit Bank", "ธนาคารไทยเครดิต"),
    b(
      "sme",
      "098",
      "SME",
      "#0d7a3e",
      "SMALL AND MEDIUM ENTERPRISE DEVELOPMENT BANK OF THAILAND",
      "SME D Bank",
      "ธนาคารพัฒนาวิสาหกิจขนาดกลางและขนาดย่อมแห่งประเทศไทย",
    ),
    ...["25", "26", "27", "28", "29", "pp01"].map(promptPay),
    b("truemoney", "truemoney", "TMN", "#ff8300", "TRUE MONEY COMPANY LIMITED", "TrueMoney Wallet", "ทรูมันนี่ วอลเล็ท"),
  ].map((bank) => [bank.key, bank]),
);

/** Clearing code to bank, for profiles that carry `004` instead of `kbank` (the first id of a shared code wins: 011 is ttb). */
let byCode: Map<string, Bank> | null = null;

/** The profile's bank code, trimmed and lower-cased (R-DATA-1), looked up by short id, then by clearing code. */
export function findBank(code: string | null | undefined): Bank | null {
  const key = code?.trim().toLowerCase();
  if (!key) return null;
  const hit = Object.hasOwn(BANK_TABLE, key) ? BANK_TABLE[key] : undefined;
  if (hit) return hit;
  byCode ??= new Map(
    Object.values(BANK_TABLE)
      .map((x) => [x.code, x] as const)
      .reverse(),
  );
  return byCode.get(key) ?? null;
}
