import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { allSettled } from "effector";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setRuntimeConfig } from "@/shared/config";
import { shippedConfig } from "@/shared/config/testing";
import { $popupMode, popupClosed } from "@/shared/popup";
import { renderApp } from "@/shared/testing";
import { createAppQueryClient } from "@/shared/api";
import { notificationQuery } from "../api/notification";
import { Announcement, prefetchAnnouncement } from "./announcement";

// GET /notification through the real client (contract check included) to the contract's examples.
const api = await vi.hoisted(async () => (await import("@/shared/api-mock")).startApiMock());

beforeAll(() => setRuntimeConfig(shippedConfig({})));
afterEach(cleanup);

describe("server announcement and the player's popup", () => {
  // First: the view module stays loaded for the tests after it.
  it("a notice the start-up has fetched, with its view, opens in the page's first render: nothing left to wait for", async () => {
    api.answer({ listNotifications: "popup" });
    const client = createAppQueryClient();
    const { queryKey } = notificationQuery();
    prefetchAnnouncement(client);
    await vi.waitFor(() => expect(client.getQueryData(queryKey)).toBeDefined(), { timeout: 15_000 });
    // The prefetch's load of the view: the same module, settled.
    await import("./announcement-view");
    await Promise.resolve();
    await renderApp(<Announcement />, { queries: [[queryKey, client.getQueryData(queryKey)]] });
    expect(screen.getByTestId("announcement-popup").closest("dialog")?.open).toBe(true);
  });

  it("a mode-1 announcement waits while the popup the player opened is on screen, then opens", async () => {
    api.answer({ listNotifications: "popup" });
    const { scope } = await renderApp(<Announcement />, { values: [[$popupMode, "Login"]] });
    // The notice has arrived (its view is loaded) but stays closed behind the login popup.
    const dialog = await vi.waitFor(() => screen.getByTestId("announcement-popup").closest("dialog")!, { timeout: 15_000 });
    expect(dialog.open).toBe(false);
    await act(() => allSettled(popupClosed, { scope }));
    expect(dialog.open).toBe(true);
  });

  it("without a popup it opens at once; a banner (mode 2) shows even under a popup", async () => {
    api.answer({ listNotifications: "popup" });
    await renderApp(<Announcement />);
    expect((await screen.findByTestId("announcement-popup", {}, { timeout: 15_000 })).closest("dialog")?.open).toBe(true);
    cleanup();
    api.answer({ listNotifications: "banner" });
    await renderApp(<Announcement />, { values: [[$popupMode, "Deposit"]] });
    await waitFor(() => expect(screen.queryByTestId("announcement-banner")).not.toBeNull(), { timeout: 15_000 });
  });
});
