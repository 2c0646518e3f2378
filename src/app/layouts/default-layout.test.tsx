import { Suspense } from "react";
import { fork } from "effector";
import { QueryClient } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { $isAuthenticated, $session } from "@/entities/session";
import { setRuntimeConfig } from "@/shared/config";
import { shippedConfig } from "@/shared/config/testing";
import { initI18n } from "@/shared/i18n";
import { AppProviders } from "../providers";
import { DefaultLayout } from "./default-layout";

const LINE = "https://line.me/R/ti/p/@support-test";

function Broken(): never {
  throw new Error("widget broke");
}

function renderLayout(page: () => React.ReactNode) {
  const scope = fork({ values: [[$session, { token: "t", expiresAt: Date.now() + 3_600_000 }]] });
  // No network in a component test: member queries stay pending.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  const router = createMemoryRouter([{ path: "/", Component: DefaultLayout, children: [{ index: true, Component: page }] }]);
  render(
    <AppProviders scope={scope} queryClient={queryClient}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>,
  );
  return scope;
}

beforeAll(async () => {
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
  await initI18n("th");
});
afterEach(cleanup);

describe("DefaultLayout regions", () => {
  it("a page that throws fails in its region: header, footer and bottom nav stay, with retry, logout and support", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const scope = renderLayout(Broken);
    const failure = await screen.findByTestId("region-failure");
    expect(failure.closest("main")).not.toBeNull();
    expect(failure.textContent).toContain("ส่วนนี้แสดงไม่ได้ในขณะนี้");
    // The rest of the page rendered and works.
    expect(screen.queryByTestId("site-header")).not.toBeNull();
    expect(screen.queryByTestId("member-bar")).not.toBeNull();
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
    const user = userEvent.setup();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let fail = true;
    function Flaky() {
      if (fail) throw new Error("first render fails");
      return <p>page content</p>;
    }
    renderLayout(Flaky);
    const failure = await screen.findByTestId("region-failure");
    fail = false;
    await user.click(within(failure).getByRole("button", { name: "ลองอีกครั้ง" }));
    await waitFor(() => expect(screen.queryByText("page content")).not.toBeNull());
    expect(screen.queryByTestId("region-failure")).toBeNull();
  });
});
