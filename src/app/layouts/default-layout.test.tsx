import { Route, Routes } from "react-router-dom";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { $isAuthenticated, $session } from "@/entities/session";
import { setRuntimeConfig } from "@/shared/config";
import { shippedConfig } from "@/shared/config/testing";
import { renderApp } from "@/shared/testing";
import { DefaultLayout } from "./default-layout";

// The member bar, footer and announcement read the contract's examples through the app's client.
await vi.hoisted(async () => (await import("@/shared/api-mock")).startApiMock());

const LINE = "https://line.me/R/ti/p/@support-test";

function Broken(): never {
  throw new Error("widget broke");
}

/** The layout with `page` in its region (the layout's outlet), for a member. */
function renderLayout(page: () => React.ReactNode) {
  return renderApp(
    <Routes>
      <Route Component={DefaultLayout}>
        <Route path="*" Component={page} />
      </Route>
    </Routes>,
    { values: [[$session, { token: "t", expiresAt: Date.now() + 3_600_000 }]] },
  );
}

beforeAll(() => {
  setRuntimeConfig(
    shippedConfig({
      apiBaseUrl: "/lobby/api",
      postbackUrl: "/postback",
      site: { name: "Lobby", url: "http://127.0.0.1/lobby/", line: LINE, referral: "http://127.0.0.1/lobby/ref?id=" },
      features: { realOtp: false, androidAppUrl: null },
      bannerClickSink: null,
      gameFrameOrigins: ["'self'"],
      trialPageUrl: "/lobby/game-frame.html",
    }),
  );
});
afterEach(cleanup);

describe("DefaultLayout regions", () => {
  it("a page that throws fails in its region: header, footer and bottom nav stay, with retry, logout and support", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { user, scope } = await renderLayout(Broken);
    const failure = await screen.findByTestId("region-failure");
    expect(failure.closest("main")).not.toBeNull();
    expect(failure.textContent).toContain("ส่วนนี้แสดงไม่ได้ในขณะนี้");
    // The rest of the page rendered and works.
    expect(screen.queryByTestId("site-header")).not.toBeNull();
    expect(await screen.findByTestId("member-bar")).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole("contentinfo")).not.toBeNull());
    expect(screen.queryByTestId("bottom-nav")).not.toBeNull();
    const menu = screen.getByRole("button", { name: "เปิดเมนู" });
    await user.click(menu);
    expect(menu.getAttribute("aria-expanded")).toBe("true");
    // From the failure: support (LINE from the runtime config), retry and logout.
    expect(within(failure).getByRole("link", { name: "ติดต่อเรา" }).getAttribute("href")).toBe(LINE);
    expect(within(failure).queryByRole("button", { name: "ลองอีกครั้ง" })).not.toBeNull();
    await act(() => user.click(within(failure).getByRole("button", { name: "ออกจากระบบ" })));
    expect(scope.getState($isAuthenticated)).toBe(false);
  });

  it("retry renders the region again once it can", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let fail = true;
    function Flaky() {
      if (fail) throw new Error("first render fails");
      return <p>page content</p>;
    }
    const { user } = await renderLayout(Flaky);
    const failure = await screen.findByTestId("region-failure");
    fail = false;
    await user.click(within(failure).getByRole("button", { name: "ลองอีกครั้ง" }));
    await waitFor(() => expect(screen.queryByText("page content")).not.toBeNull());
    expect(screen.queryByTestId("region-failure")).toBeNull();
  });
});
