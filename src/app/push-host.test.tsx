import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import { createEvent } from "effector";
import { shippedConfig } from "@/shared/config/testing";
import { PUSH_KEY } from "@/shared/api/push";

vi.mock("@/features/push", () => ({
  PushPrompt: ({ offer }: { offer: number }) => <p role="dialog">offer {offer}</p>,
  logoutForgetFx: vi.fn(async () => undefined),
}));

const VAPID = "BNt_0Eoz_YWJ5eYFtEfdfPg-bIHeMUjYFmxrB2EyxNKVrONr6enSgtuMcV4LiE0MO7NjCcjzEwYpe1bsi4xz9Pc";

/** A browser that can receive push (jsdom has none of it), with the permission given. */
function browser(permission: NotificationPermission) {
  vi.stubGlobal("Notification", { permission });
  vi.stubGlobal("PushManager", class {});
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
}

beforeEach(() => {
  // A fresh host per test (its state is per page), and the config module it reads.
  vi.resetModules();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function mount(push: { vapidPublicKey: string } | null = { vapidPublicKey: VAPID }) {
  (await import("@/shared/config")).setRuntimeConfig(shippedConfig({ push }));
  const host = await import("./push-host");
  const loggedOut = createEvent();
  const depositCompleted = createEvent<number>();
  host.connectPushHost({ loggedOut, depositCompleted });
  render(<host.PushHost token="member-token" navigate={() => {}} />);
  return { depositCompleted, loggedOut, offers: host.pushOffers, push: await import("@/features/push") };
}

describe("the members' push host", () => {
  it("offers the question after a completed deposit, never before; logout forgets a subscribed device with the last token", async () => {
    browser("default");
    localStorage.setItem(PUSH_KEY, JSON.stringify({ endpoint: "https://push.example/1" }));
    const { depositCompleted, loggedOut, offers, push } = await mount();
    expect(offers()).toBe(0);
    act(() => depositCompleted(500));
    expect(offers()).toBe(1);
    expect((await screen.findByRole("dialog")).textContent).toBe("offer 1");
    act(() => loggedOut());
    await vi.waitFor(() => expect(push.logoutForgetFx).toHaveBeenCalledWith("member-token"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it.each([
    ["the device answered before", "default", { answered: true }],
    ["the browser was asked before", "granted", {}],
    ["the browser denied", "denied", {}],
  ] as const)("does not offer it when %s", async (_name, permission, record) => {
    browser(permission);
    localStorage.setItem(PUSH_KEY, JSON.stringify(record));
    const { depositCompleted, offers } = await mount();
    act(() => depositCompleted(500));
    expect(offers()).toBe(0);
  });

  it("offers nothing without a VAPID key in config.json", async () => {
    browser("default");
    const { depositCompleted, offers } = await mount(null);
    act(() => depositCompleted(500));
    expect(offers()).toBe(0);
  });
});
