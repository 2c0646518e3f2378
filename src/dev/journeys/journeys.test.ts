// @vitest-environment node
import { describe, expect, it } from "vitest";
import { defineJourney, initialState, isOperation, nextAnswer, operationOf, preferFor, unknownExamples, type Journey, type OperationId } from "@/dev/journey";
import { JOURNEYS } from "./index";

/** The answers a journey gives to a sequence of requests. */
function play(journey: Journey, ops: OperationId[]): (string | undefined)[] {
  let state = initialState();
  return ops.map((op) => {
    const next = nextAnswer(journey, state, op);
    state = next.state;
    return next.name;
  });
}

const deposit = defineJourney({
  name: "t",
  title: "t",
  start: "/",
  session: "member",
  watch: [],
  steps: [
    { answers: { getProfile: "memberWithBank", prepareBankDeposit: "created" } },
    { after: "prepareBankDeposit", answers: { getProfile: [["pendingDepositBank", 2], "depositCompleted"] } },
  ],
});

describe("journey scripts", () => {
  it("answers the 1st, 2nd, … request of a call from the step the app has reached; the last entry repeats", () => {
    expect(play(deposit, ["getProfile", "getProfile", "prepareBankDeposit", "getProfile", "getProfile", "getProfile", "getProfile"])).toEqual([
      "memberWithBank",
      "memberWithBank",
      "created",
      "pendingDepositBank",
      "pendingDepositBank",
      "depositCompleted",
      "depositCompleted",
    ]);
  });

  it("a call the current step does not name keeps the earlier step's last answer; one no step names is left to Prism", () => {
    expect(play(deposit, ["prepareBankDeposit", "prepareBankDeposit", "cancelDeposit"])).toEqual(["created", "created", undefined]);
  });

  it("names only examples the contract has (also a type error: see below)", () => {
    for (const j of JOURNEYS) expect(unknownExamples(j), j.name).toEqual([]);
    // @ts-expect-error: "pendingDeposit" is not a named example of getProfile.
    const wrong = defineJourney({ ...deposit, steps: [{ answers: { getProfile: "pendingDeposit" } }] });
    expect(unknownExamples(wrong)).toEqual(["getProfile: pendingDeposit"]);
  });

  it("every journey has a unique name, a step trigger that is a real call, and something to watch", () => {
    expect(new Set(JOURNEYS.map((j) => j.name)).size).toBe(JOURNEYS.length);
    for (const j of JOURNEYS as readonly Journey[]) {
      expect(j.watch.length, j.name).toBeGreaterThan(0);
      expect(j.start, j.name).toMatch(/^\//);
      for (const step of j.steps.slice(1)) expect(isOperation(step.after ?? ""), `${j.name}: ${step.after}`).toBe(true);
    }
  });

  it("finds the operation of a request and asks Prism for the example's status", () => {
    expect(operationOf("POST", "/requests/deposit/9001/cancel")).toBe("cancelDeposit");
    expect(operationOf("GET", "/customers/profile?x=1")).toBe("getProfile");
    expect(operationOf("GET", "/requests/deposit/9001/cancel")).toBeUndefined();
    expect(preferFor("getProfile", "unauthenticated")).toBe("code=401, example=unauthenticated");
    expect(preferFor("cancelDeposit", "refused")).toBe("code=200, example=refused");
    expect(preferFor("login", "serverError")).toBe("code=500, example=serverError");
  });
});
