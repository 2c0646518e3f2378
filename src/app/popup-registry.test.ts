// @vitest-environment node
import { allSettled, fork } from "effector";
import { afterEach, describe, expect, it } from "vitest";
import { $session } from "@/entities/session";
import { popupClosed, popupOpened, popupShown, type PopupMode } from "@/shared/popup";
import { $renderedPopup, loadPopupFx } from "./popup-registry";

let unwatch = () => {};
afterEach(() => unwatch());

/** A scope whose popup loads are answered by the test (each load waits for `finish`). */
function setup(member: boolean) {
  const loads: PopupMode[] = [];
  const shown: PopupMode[] = [];
  let finish: () => void = () => {};
  const scope = fork({
    values: member ? [[$session, { token: "t", expiresAt: Date.now() + 3_600_000 }]] : [],
    handlers: [
      [
        loadPopupFx,
        (mode: PopupMode) =>
          new Promise<PopupMode>((resolve) => {
            loads.push(mode);
            finish = () => resolve(mode);
          }),
      ],
    ],
  });
  unwatch = popupShown.watch((mode) => void shown.push(mode));
  return { scope, loads, shown, finish: () => finish() };
}

describe("popupShown: a popup on screen, its feature's model loaded with it", () => {
  it("a member's deposit reminder is shown once its module is loaded", async () => {
    const { scope, loads, shown, finish } = setup(true);
    const opening = allSettled(popupOpened, { scope, params: "DepositReminder" });
    await Promise.resolve();
    expect(scope.getState($renderedPopup)).toBe("DepositReminder");
    expect(shown).toEqual([]);
    finish();
    await opening;
    expect(loads).toEqual(["DepositReminder"]);
    expect(shown).toEqual(["DepositReminder"]);
  });

  it("a member popup asked for by a guest is neither rendered nor shown; logging in shows it", async () => {
    const { scope, loads, shown, finish } = setup(false);
    await allSettled(popupOpened, { scope, params: "Withdraw" });
    expect(scope.getState($renderedPopup)).toBeNull();
    expect(loads).toEqual([]);
    const login = allSettled($session, { scope, params: { token: "t", expiresAt: Date.now() + 3_600_000 } });
    await Promise.resolve();
    finish();
    await login;
    expect(shown).toEqual(["Withdraw"]);
  });

  it("a popup closed while its module loads is never reported shown", async () => {
    const { scope, shown, finish } = setup(true);
    const opening = allSettled(popupOpened, { scope, params: "Deposit" });
    // (allSettled waits for the pending load too: close first, then let the load end.)
    const closing = allSettled(popupClosed, { scope });
    expect(scope.getState($renderedPopup)).toBeNull();
    finish();
    await Promise.all([opening, closing]);
    expect(scope.getState($renderedPopup)).toBeNull();
    expect(shown).toEqual([]);
  });
});
