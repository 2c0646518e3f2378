// @vitest-environment node
import { allSettled, fork } from "effector";
import { describe, expect, it } from "vitest";
import { $popupMode, popupClosed, popupDismissed, popupOpened } from "./model";

describe("popup mode", () => {
  it("holds exactly one popup; opening another replaces it", async () => {
    const scope = fork();
    await allSettled(popupOpened, { scope, params: "Login" });
    await allSettled(popupOpened, { scope, params: "Register" });
    expect(scope.getState($popupMode)).toBe("Register");
    await allSettled(popupClosed, { scope });
    expect(scope.getState($popupMode)).toBeNull();
  });
  it("dismissing a popup that is no longer open leaves the current one alone", async () => {
    const scope = fork({ values: [[$popupMode, "Deposit"]] });
    await allSettled(popupDismissed, { scope, params: "Promotion" });
    expect(scope.getState($popupMode)).toBe("Deposit");
    await allSettled(popupDismissed, { scope, params: "Deposit" });
    expect(scope.getState($popupMode)).toBeNull();
  });
});
