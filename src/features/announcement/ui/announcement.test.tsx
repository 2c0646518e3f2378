import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { allSettled } from "effector";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setRuntimeConfig } from "@/shared/config";
import { shippedConfig } from "@/shared/config/testing";
import { $popupMode, popupClosed } from "@/shared/popup";
import { renderApp } from "@/shared/testing";
import { Announcement } from "./announcement";

// GET /notification through the real client (contract check included) to the contract's examples.
const api = await vi.hoisted(async () => (await import("@/shared/api-mock")).startApiMock());

beforeAll(() => setRuntimeConfig(shippedConfig({})));
afterEach(cleanup);

describe("server announcement and the player's popup", () => {
  it("a mode-1 announcement waits while the popup the player opened is on screen, then opens", async () => {
    api.answer({ listNotifications: "popup" });
    const { scope } = await renderApp(<Announcement />, { values: [[$popupMode, "Login"]] });
    // The notice has arrived (its view is loaded) but stays closed behind the login popup.
    const dialog = await vi.waitFor(() => screen.getByTestId("announcement-popup").closest("dialog")!, { timeout: 5_000 });
    expect(dialog.open).toBe(false);
    await act(() => allSettled(popupClosed, { scope }));
    expect(dialog.open).toBe(true);
  });

  it("without a popup it opens at once; a banner (mode 2) shows even under a popup", async () => {
    api.answer({ listNotifications: "popup" });
    await renderApp(<Announcement />);
    expect((await screen.findByTestId("announcement-popup", {}, { timeout: 5_000 })).closest("dialog")?.open).toBe(true);
    cleanup();
    api.answer({ listNotifications: "banner" });
    await renderApp(<Announcement />, { values: [[$popupMode, "Deposit"]] });
    await waitFor(() => expect(screen.queryByTestId("announcement-banner")).not.toBeNull(), { timeout: 5_000 });
  });
});
