import { useLocation } from "react-router-dom";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setRuntimeConfig } from "@/shared/config";
import { shippedConfig } from "@/shared/config/testing";
import { renderApp } from "@/shared/testing";
import { menuItems } from "../../navigation/menu";
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

/**
 * The shown entries among `expected` (by text), in their order, and the count of the others: a
 * popup added since (its own entry in popups.json) shows among them without changing this test.
 */
const among = (shown: ReturnType<typeof entries>, expected: ReturnType<typeof entries>) => ({
  known: shown.filter(([text]) => expected.some(([label]) => label === text)),
  added: shown.length - expected.length,
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
    const guest = [
      ["ทดลองเล่นคาสิโน", "/casino-test"],
      ["สมัครสมาชิก", "/register"],
      ["เข้าสู่ระบบ", "/login"],
      ["โปรโมชั่น", "/promotion"],
      ["บทความ", "/article"],
      ["ติดต่อเรา", expect.any(String)],
    ];
    const shown = entries(list);
    expect(among(shown, guest)).toEqual({ known: guest, added: menuItems("drawer", false).length - 5 });
    expect(shown.at(-1)).toEqual(guest.at(-1));
  });

  it("a member, in English: home, the information tabs, deposit and withdraw, contact, then logout", async () => {
    await renderApp(<Drawer open onClose={() => undefined} />, { locale: "en", path: "/en", member: true });
    const list = await screen.findByRole("list");
    expect(list.dataset.role).toBe("member");
    const member = [
      ["Home", "/en"],
      ["Personal info", "/en?info=info"],
      ["Deposit", "/en/deposit"],
      ["Withdraw", "/en/withdraw"],
      ["Deposit/withdraw info", "/en?info=history"],
      ["Activities", "/en?info=activities"],
      ["Refer a friend", "/en?info=referral"],
      ["Contact us", expect.any(String)],
      ["Log out", null],
    ];
    const shown = entries(list);
    expect(among(shown, member)).toEqual({ known: member, added: menuItems("drawer", true).length - 7 });
    expect(shown.slice(-2)).toEqual(member.slice(-2));
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
