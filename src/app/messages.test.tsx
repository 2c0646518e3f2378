import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { allSettled } from "effector";
import { $dialog, dialogShown } from "@/shared/notify";
import { renderApp } from "@/shared/testing";
import { Messages } from "./messages";

// The dialog's own file does not arrive (the connection dropped after the first screen).
vi.mock("@/shared/ui/notification-dialog", () => {
  throw new TypeError("Failed to fetch dynamically imported module: /lobby/assets/after-first-screen.js");
});

afterEach(cleanup);

describe("the message dialog without its file", () => {
  it("shows the message, what happened to the money and the reference as plain text, and closes", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { scope, user } = await renderApp(<Messages />);
    await act(() =>
      allSettled(dialogShown, {
        scope,
        params: { tone: "error", message: "ถอนเงินไม่สำเร็จ", detail: "ยอดเงินคืนเข้าเครดิตแล้ว", reference: "W-9001", next: ["support"] },
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "เกิดข้อผิดพลาด" });
    expect(dialog.textContent).toContain("ถอนเงินไม่สำเร็จ");
    expect(dialog.textContent).toContain("ยอดเงินคืนเข้าเครดิตแล้ว");
    expect(within(dialog).getByTestId("dialog-reference").textContent).toBe("W-9001");
    // Said in the console as a region's failure, not thrown to the page's error boundary.
    expect(logged.mock.calls.some(([m]) => String(m).includes("[region message-dialog]"))).toBe(true);
    const close = within(dialog).getByRole("button", { name: "ปิด" });
    await waitFor(() => expect(close.matches(":disabled")).toBe(false), { timeout: 15_000 });
    await user.click(close);
    expect(scope.getState($dialog)).toBeNull();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
