import { useLocation } from "react-router-dom";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setRuntimeConfig } from "@/shared/config";
import { shippedConfig } from "@/shared/config/testing";
import { renderApp } from "@/shared/testing";
import { Drawer } from "./drawer";
import { MemberBar } from "./member-bar";

// The member's drawer and bar read the profile through the app's client (the contract's examples).
await vi.hoisted(async () => (await import("@/shared/api-mock")).startApiMock());

/** Each entry of a list: its text and, for a link, where it goes. */
const entries = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((li) => {
      const link = li.querySelector("a");
      return [li.textContent, link?.getAttribute("href") ?? null];
    });

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

beforeAll(() => setRuntimeConfig(shippedConfig({})));
afterEach(cleanup);

describe("the drawer's items, in order", () => {
  it("a guest: trial casino, register, login, promotions, articles, contact", async () => {
    await renderApp(<Drawer open onClose={() => undefined} />);
    const list = await screen.findByRole("list");
    expect(list.dataset.role).toBe("guest");
    expect(entries(list)).toEqual([
      ["ทดลองเล่นคาสิโน", "/casino-test"],
      ["สมัครสมาชิก", "/register"],
      ["เข้าสู่ระบบ", "/login"],
      ["โปรโมชั่น", "/promotion"],
      ["บทความ", "/article"],
      ["ติดต่อเรา", expect.any(String)],
    ]);
  });

  it("a member, in English: home, the information tabs, deposit and withdraw, contact, then logout", async () => {
    await renderApp(<Drawer open onClose={() => undefined} />, { locale: "en", path: "/en", member: true });
    const list = await screen.findByRole("list");
    expect(list.dataset.role).toBe("member");
    expect(entries(list)).toEqual([
      ["Home", "/en"],
      ["Personal info", "/en?info=info"],
      ["Deposit", "/en/deposit"],
      ["Withdraw", "/en/withdraw"],
      ["Deposit/withdraw info", "/en?info=history"],
      ["Activities", "/en?info=activities"],
      ["Refer a friend", "/en?info=referral"],
      ["Contact us", expect.any(String)],
      ["Log out", null],
    ]);
  });
});

describe("the member bar's buttons", () => {
  it("the phone row: deposit and withdraw; the desktop row: info, deposit, withdraw, logout; each goes where the drawer's item goes", async () => {
    const { user } = await renderApp(
      <>
        <MemberBar />
        <Where />
      </>,
      { member: true },
    );
    const money = screen.getByTestId("member-money");
    // Text, the kit's button style and, on the phone row, an icon.
    const looks = (b: HTMLElement) => [b.textContent, b.className, b.querySelector("svg") !== null];
    expect(within(money).getAllByRole("button").map(looks)).toEqual([
      ["ฝากเงิน", "btn btn-gold", true],
      ["ถอนเงิน", "btn btn-secondary", true],
    ]);
    const row = money.nextElementSibling as HTMLElement;
    const buttons = within(row)
      .getAllByRole("button")
      .filter((b) => !b.closest("[data-testid=language-picker]"));
    expect(buttons.map(looks)).toEqual([
      ["ข้อมูล", "btn btn-secondary", false],
      ["ฝากเงิน", "btn btn-gold", false],
      ["ถอนเงิน", "btn btn-secondary", false],
      ["ออกจากระบบ", "btn btn-ghost", false],
    ]);
    const went: string[] = [];
    for (const button of [...within(money).getAllByRole("button"), ...buttons.slice(0, 3)]) {
      await user.click(button);
      went.push(screen.getByTestId("where").textContent ?? "");
    }
    expect(went).toEqual(["/deposit", "/withdraw", "/?info=info", "/deposit", "/withdraw"]);
  });
});
