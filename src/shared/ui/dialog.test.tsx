import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp } from "@/shared/testing";
import { Dialog, RESULT_ARM_DELAY } from "./dialog";

afterEach(cleanup);

describe("a result dialog (armDelay)", () => {
  it("takes no tap until armed: its body is inert and its footer and close button are disabled, then all work", async () => {
    const opened = performance.now();
    await renderApp(
      <Dialog open title="ผลลัพธ์" onClose={() => undefined} armDelay={RESULT_ARM_DELAY} footer={<button type="button">ตกลง</button>}>
        <button type="button">เข้าสู่ระบบ</button>
      </Dialog>,
    );
    const body = screen.getByRole("button", { name: "เข้าสู่ระบบ", hidden: true }).closest(".dialog-body");
    expect(body?.hasAttribute("inert")).toBe(true);
    expect(screen.getByRole("button", { name: "ตกลง", hidden: true }).matches(":disabled")).toBe(true);
    expect(screen.getByRole("button", { name: "ปิด", hidden: true }).matches(":disabled")).toBe(true);

    await waitFor(() => expect(body?.hasAttribute("inert")).toBe(false));
    expect(performance.now() - opened).toBeGreaterThanOrEqual(RESULT_ARM_DELAY);
    expect(screen.getByRole("button", { name: "ตกลง" }).matches(":disabled")).toBe(false);
    expect(screen.getByRole("button", { name: "ปิด" }).matches(":disabled")).toBe(false);
    // Armed, the footer's first button takes the focus (Enter then answers the dialog).
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "ตกลง" }));
  });

  it("a dialog without a delay is usable at once", async () => {
    await renderApp(
      <Dialog open title="ข้อมูล" onClose={() => undefined}>
        <button type="button">เข้าสู่ระบบ</button>
      </Dialog>,
    );
    expect(screen.getByRole("button", { name: "เข้าสู่ระบบ" }).closest(".dialog-body")?.hasAttribute("inert")).toBe(false);
    expect(screen.getByRole("button", { name: "ปิด" }).matches(":disabled")).toBe(false);
  });
});
