/**
 * Thai banks (spec section 3, domain notes). Registration offers the first 14;
 * display lookups also accept legacy codes (tmb, tbank) and numeric ids.
 * Names stay in Thai in every locale: they are the banks' own names.
 */
export interface Bank {
  code: string;
  short: string;
  id: string;
  color: string;
  thai_name: string;
  nice_name: string;
}

export const REGISTRATION_BANKS: readonly Bank[] = [
  { code: "kbank", short: "KBANK", id: "004", color: "#138f2d", thai_name: "ธนาคารกสิกรไทย", nice_name: "Kasikornbank" },
  { code: "scb", short: "SCB", id: "014", color: "#4e2e7f", thai_name: "ธนาคารไทยพาณิชย์", nice_name: "Siam Commercial Bank" },
  { code: "bbl", short: "BBL", id: "002", color: "#1e4598", thai_name: "ธนาคารกรุงเทพ", nice_name: "Bangkok Bank" },
  { code: "bay", short: "BAY", id: "025", color: "#fec43b", thai_name: "ธนาคารกรุงศรีอยุธยา", nice_name: "Bank of Ayudhya (Krungsri)" },
  { code: "ktb", short: "KTB", id: "006", color: "#1ba5e1", thai_name: "ธนาคารกรุงไทย", nice_name: "Krungthai Bank" },
  { code: "ttb", short: "TTB", id: "011", color: "#1279be", thai_name: "ธนาคารทหารไทยธนชาต", nice_name: "TMBThanachart Bank" },
  { code: "gsb", short: "GSB", id: "030", color: "#eb198d", thai_name: "ธนาคารออมสิน", nice_name: "Government Savings Bank" },
  { code: "baac", short: "BAAC", id: "034", color: "#4b9b1d", thai_name: "ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร", nice_name: "BAAC" },
  { code: "uob", short: "UOB", id: "024", color: "#0b3979", thai_name: "ธนาคารยูโอบี", nice_name: "United Overseas Bank" },
  { code: "tisco", short: "TISCO", id: "067", color: "#12549f", thai_name: "ธนาคารทิสโก้", nice_name: "TISCO Bank" },
  { code: "cimb", short: "CIMB", id: "022", color: "#7e2f36", thai_name: "ธนาคารซีไอเอ็มบี ไทย", nice_name: "CIMB Thai" },
  { code: "lhb", short: "LHB", id: "073", color: "#6d6e71", thai_name: "ธนาคารแลนด์ แอนด์ เฮ้าส์", nice_name: "Land and Houses Bank" },
  { code: "ghb", short: "GHB", id: "033", color: "#f57d23", thai_name: "ธนาคารอาคารสงเคราะห์", nice_name: "Government Housing Bank" },
  { code: "kk", short: "KK", id: "069", color: "#199cc5", thai_name: "ธนาคารเกียรตินาคินภัทร", nice_name: "Kiatnakin Phatra Bank" },
];

const EXTRA_BANKS: readonly Bank[] = [
  { code: "citi", short: "CITI", id: "017", color: "#1583c7", thai_name: "ธนาคารซิตี้แบงก์", nice_name: "Citibank" },
  { code: "hsbc", short: "HSBC", id: "031", color: "#fd0d1b", thai_name: "ธนาคารเอชเอสบีซี", nice_name: "HSBC" },
  { code: "tbank", short: "TBANK", id: "065", color: "#fc4f1f", thai_name: "ธนาคารธนชาต", nice_name: "Thanachart Bank" },
  { code: "ibank", short: "IBANK", id: "066", color: "#184615", thai_name: "ธนาคารอิสลามแห่งประเทศไทย", nice_name: "Islamic Bank of Thailand" },
  { code: "icbc", short: "ICBC", id: "070", color: "#c50f1c", thai_name: "ธนาคารไอซีบีซี (ไทย)", nice_name: "ICBC (Thai)" },
  { code: "tcrb", short: "TCRB", id: "071", color: "#0a4ab3", thai_name: "ธนาคารไทยเครดิต", nice_name: "Thai Credit Bank" },
];

const byKey = new Map<string, Bank>();
for (const b of [...REGISTRATION_BANKS, ...EXTRA_BANKS]) {
  byKey.set(b.code, b);
  if (!byKey.has(b.id)) byKey.set(b.id, b);
}
// 011 appears under two ids: the old TMB code still shows up in profiles.
const ttb = byKey.get("ttb");
if (ttb) byKey.set("tmb", ttb);

/** The profile's bank code is trimmed and lower-cased before lookup (spec section 3). */
export function findBank(code: string | null | undefined): Bank | null {
  if (!code) return null;
  return byKey.get(code.trim().toLowerCase()) ?? null;
}
