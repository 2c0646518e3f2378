import type { Profile } from "@/shared/api";
import { contractExample } from "@/shared/api-mock";

/**
 * Profile fixtures from the contract's examples, typed against the generated contract (test files
 * only): an example that breaks its schema fails `npm run contract:lint`, a field the contract adds,
 * renames or retypes breaks the tests at compile time.
 */
/** The member of the contract's `memberWithBank` example: three promotions, credit 1,520.50. */
export const memberProfile: Profile = contractExample("getProfile", "memberWithBank").data;

/** The member profile with some fields replaced (still a full, typed Profile). */
export const profileWith = (fields: Partial<Profile>): Profile => ({ ...memberProfile, ...fields });
