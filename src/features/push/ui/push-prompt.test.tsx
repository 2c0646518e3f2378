import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { PUSH_KEY } from "@/shared/api/push-record";
import { renderApp } from "@/shared/testing";
import { saveSubscriptionFx } from "../api/push-subscriptions";
import { askPermissionFx, readDeviceFx, storeLocaleFx, subscribeFx, type DeviceState } from "../model/push";
import { PushPrompt } from "./push-prompt";

const device: DeviceState = { supported: true, permission: "default", subscribed: false, answered: false };
const subscription = { endpoint: "https://push.example/send/1", keys: { p256dh: "p", auth: "a" } };

function setup(locale: "th" | "en" | "cn" = "th") {
  const calls: string[] = [];
  const handlers = [
    [readDeviceFx, async () => device],
    [askPermissionFx, async () => (calls.push("ask"), "granted")],
    [subscribeFx, async () => (calls.push("subscribe"), subscription)],
    [saveSubscriptionFx, async () => void calls.push("save")],
    [storeLocaleFx, async (l: string) => void calls.push(`locale ${l}`)],
  ] as const;
  return { calls, render: () => renderApp(<PushPrompt offer={1} />, { locale, namespaces: ["push"], handlers: handlers as never }) };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("the question after a completed deposit", () => {
  it("is the lobby's own dialog: 'not now' asks the browser nothing and is kept for this device", async () => {
    const { calls, render } = setup();
    const { user } = await render();
    expect((await screen.findByRole("dialog", { name: "รับการแจ้งเตือนไหม?" })).textContent).toContain("เปลี่ยนได้ทุกเมื่อที่ข้อมูลสมาชิก");
    await user.click(screen.getByRole("button", { name: "ไม่ใช่ตอนนี้" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls).toEqual([]);
    expect(JSON.parse(localStorage.getItem(PUSH_KEY) ?? "{}")).toEqual({ answered: true });
  });

  it.each([
    ["en", "Get notified?", "Turn on"],
    ["cn", "接收通知？", "开启通知"],
  ] as const)("%s: 'turn on' then asks the browser, subscribes and stores the language for the worker", async (locale, title, yes) => {
    const { calls, render } = setup(locale);
    const { user } = await render();
    await screen.findByRole("dialog", { name: title });
    await user.click(screen.getByRole("button", { name: yes }));
    await waitFor(() => expect(calls).toEqual(["ask", "subscribe", "save", `locale ${locale}`]));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
