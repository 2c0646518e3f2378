// @vitest-environment node
// The withdraw calls themselves (the flow tests replace them): the app's real client sends them and
// the contract's own examples answer (@/shared/api-mock, which also refuses a body the contract would).
import { QueryClient } from "@tanstack/react-query";
import { allSettled, fork } from "effector";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { $queryClient, configureApiAuth } from "@/shared/api";
import { recheckFx } from "../model/withdraw";
import { createWithdrawFx } from "./withdraw";

const api = await vi.hoisted(async () => (await import("@/shared/api-mock")).startApiMock());

beforeAll(() => configureApiAuth({ getToken: () => "member-token", onUnauthorized: () => undefined }));
const member = () => fork({ values: [[$queryClient, new QueryClient({ defaultOptions: { queries: { retry: false } } })]] });

describe("withdraw calls", () => {
  it("the create sends the member's phone from the profile with the amount, and returns the created request", async () => {
    const scope = member();
    const profile = await allSettled(recheckFx, { scope });
    const phone = profile.status === "done" ? profile.value.phone : null;
    expect(phone).toMatch(/^\d+$/);
    const created = await allSettled(createWithdrawFx, { scope, params: { amount: 300 } });
    expect(created.status).toBe("done");
    const [sent, ...more] = api.calls("createWithdraw");
    expect(more).toEqual([]);
    expect(await sent!.json()).toEqual({ phone, amount: 300 });
    expect(api.violations()).toEqual([]);
    expect(created.status === "done" && created.value.request).toMatchObject({ id: expect.any(Number), type: "withdraw" });
  });

  it("the recheck reads the profile from the server, not the cache", async () => {
    const scope = member();
    await allSettled(recheckFx, { scope });
    await allSettled(recheckFx, { scope });
    expect(api.calls("getProfile")).toHaveLength(2);
  });

  it("a create with no query client yet fails instead of sending", async () => {
    const created = await allSettled(createWithdrawFx, { scope: fork(), params: { amount: 300 } });
    expect(created.status).toBe("fail");
    expect(api.calls("createWithdraw")).toEqual([]);
  });
});
