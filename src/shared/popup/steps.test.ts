// @vitest-environment node
import { allSettled, createEvent, createStore, fork } from "effector";
import { describe, expect, it } from "vitest";
import { $popupMode } from "./model";
import { stepPopups } from "./steps";

type Step = "start" | "code" | "done";
const stepDone = createEvent<Step>();
const reopened = createEvent();
const $step = createStore<Step>("start").on(stepDone, (_, next) => next);
stepPopups({ $step, popups: { start: "Forgetpassword", code: "otpPassword", done: "otpComplete" }, first: "start", advanced: [stepDone], resumed: reopened });

describe("stepPopups", () => {
  it("a finished step opens the popup of the step the store moved to", async () => {
    const scope = fork();
    await allSettled(stepDone, { scope, params: "code" });
    expect(scope.getState($popupMode)).toBe("otpPassword");
  });
  it("reopening resumes a later step, and leaves the first step's popup as it is", async () => {
    const later = fork({ values: [[$step, "done"]] });
    await allSettled(reopened, { scope: later });
    expect(later.getState($popupMode)).toBe("otpComplete");
    const fresh = fork();
    await allSettled(reopened, { scope: fresh });
    expect(fresh.getState($popupMode)).toBeNull();
  });
});
