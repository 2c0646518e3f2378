import type { Profile } from "@/shared/api";

/**
 * Profile fixtures typed against the generated contract (test files only): a field the contract
 * adds, renames or retypes breaks them at compile time.
 */
/** The member of the contract's `memberWithBank` example: three promotions, credit 1,520.50. */
export const memberProfile: Profile = {
  phone: "0812345678",
  username: "lb0812345678",
  password: "Lobby2026a",
  name: "สมชาย ใจดี",
  bank: "kbank",
  account_number: "0123456789",
  to_bank: "scb",
  to_account_number: "4071234567",
  to_name: "บจก. ลอบบี้ เพย์",
  qr_code_name: "LOBBY PAY CO.,LTD.",
  payment_gateway_status: false,
  promotion_ids: { "1": "โบนัสสมาชิกใหม่ 50%", "2": "ฝากแรกของวัน 10%", "3": "ฝาก 100 รับ 50" },
  promotions: [
    {
      id: 1,
      name: "โบนัสสมาชิกใหม่ 50%",
      image_url: "/lobby/promotions/new-member.svg",
      bonus_max: 500,
      bonus_fixed: 0,
      bonus_percent: 50,
      deposit_max: 1000,
      turnover: 5,
      turnover_max: 0,
    },
    {
      id: 2,
      name: "ฝากแรกของวัน 10%",
      image_url: "/lobby/promotions/daily-first.svg",
      bonus_max: 1000,
      bonus_fixed: 0,
      bonus_percent: 10,
      deposit_max: 10000,
      turnover: 3,
      turnover_max: 30000,
    },
    {
      id: 3,
      name: "ฝาก 100 รับ 50",
      image_url: "/lobby/promotions/100-get-50.svg",
      bonus_max: 50,
      bonus_fixed: 50,
      bonus_percent: 0,
      deposit_max: 100,
      turnover: 0,
      turnover_max: 0,
    },
  ],
  current_promotion: null,
  pending_request: null,
  completed_requests: [],
  events: [],
  games: [{ credit: 1520.5 }],
  credit_checking: 0,
};

/** The member profile with some fields replaced (still a full, typed Profile). */
export const profileWith = (fields: Partial<Profile>): Profile => ({ ...memberProfile, ...fields });
