// Mock journeys (development panel, `?journey=<name>`, e2e): one file per journey. See
// docs/mock-and-journeys.md. Never imported by production code (scripts/check-build-output.mjs proves it).
import type { Journey } from "@/dev/journey";
import creditCheckSuccess from "./credit-check-success";
import creditCheckTurnoverRestart from "./credit-check-turnover-restart";
import creditCheckTurnoverRefused from "./credit-check-turnover-refused";
import creditCheckTimeout from "./credit-check-timeout";
import creditCheckUnauthenticated from "./credit-check-unauthenticated";
import depositCompleted from "./deposit-completed";
import depositDeleted from "./deposit-deleted";
import depositExpiry from "./deposit-expiry";
import depositCancelFailure from "./deposit-cancel-failure";
import depositCancelRefused from "./deposit-cancel-refused";
import withdrawCompleted from "./withdraw-completed";
import withdrawFailed from "./withdraw-failed";
import withdrawExpiry from "./withdraw-expiry";
import withdrawRefused from "./withdraw-refused";
import registerRealOtp from "./register-real-otp";
import forgotPassword from "./forgot-password";
import sessionExpiryMidDeposit from "./session-expiry-mid-deposit";

export { creditCheckSuccess, creditCheckTurnoverRefused, creditCheckTimeout, depositCancelRefused, withdrawCompleted, withdrawRefused };

export const JOURNEYS = [
  creditCheckSuccess,
  creditCheckTurnoverRestart,
  creditCheckTurnoverRefused,
  creditCheckTimeout,
  creditCheckUnauthenticated,
  depositCompleted,
  depositDeleted,
  depositExpiry,
  depositCancelFailure,
  depositCancelRefused,
  withdrawCompleted,
  withdrawFailed,
  withdrawExpiry,
  withdrawRefused,
  registerRealOtp,
  forgotPassword,
  sessionExpiryMidDeposit,
] as const satisfies readonly Journey[];

export type JourneyName = (typeof JOURNEYS)[number]["name"];

export function findJourney(name: string): Journey | undefined {
  return JOURNEYS.find((j) => j.name === name);
}
