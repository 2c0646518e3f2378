import { sample } from "effector";
import { sessionExpired } from "@/entities/session";
import { notified } from "@/shared/notify";
import { i18n } from "@/shared/i18n";

// An expiry or a 401 logs the member out with a clear toast; a voluntary logout stays silent.
sample({
  clock: sessionExpired,
  fn: () => ({ type: "warning" as const, message: i18n.t("errors.sessionExpired") }),
  target: notified,
});
