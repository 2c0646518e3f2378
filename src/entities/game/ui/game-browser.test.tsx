import { readFileSync } from "node:fs";
import path from "node:path";
import { Suspense } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, useLocation } from "react-router-dom";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Catalogue } from "@/shared/api";
import { initI18n } from "@/shared/i18n";
import { catalogueQuery } from "../api/catalogue";
import { resetDeviceListsCache } from "../lib/device-lists";
import { GameBrowser } from "./game-browser";

const catalogue = (JSON.parse(readFileSync(path.join(process.cwd(), "openapi/examples/catalogue.json"), "utf8")) as { value: Catalogue }).value;

let location = "";
function LocationProbe() {
  const l = useLocation();
  location = `${l.pathname}${l.search}`;
  return null;
}

function renderBrowser(entry = "/lobby") {
  const queryClient = new QueryClient();
  queryClient.setQueryData(catalogueQuery().queryKey, catalogue);
  const onPlay = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Suspense fallback={null}>
          <GameBrowser onPlay={onPlay} />
          <LocationProbe />
        </Suspense>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onPlay };
}

beforeAll(async () => {
  await initI18n("th");
});
beforeEach(() => resetDeviceListsCache());
afterEach(cleanup);

describe("GameBrowser", () => {
  it("filters the real catalogue as you type, keeping every keystroke and the term in ?q=", async () => {
    const user = userEvent.setup();
    const { onPlay } = renderBrowser();
    const box = await screen.findByRole("searchbox", { name: "ค้นหาเกม" });
    await user.type(box, "มาจองเวย");
    expect(box).toHaveProperty("value", "มาจองเวย");
    const results = await screen.findByTestId("search-results");
    expect(await within(results).findByRole("status")).toHaveProperty("textContent", "พบ 2 เกม 0 ค่าย");
    await user.click(within(results).getByRole("button", { name: "เล่น มาจองเวย์ 2" }));
    expect(onPlay).toHaveBeenCalledWith(expect.objectContaining({ provider: "pgsoft", code: "mahjong-ways-2" }));
    expect(decodeURIComponent(location)).toBe("/lobby?q=มาจองเวย");
  });

  it("starts from ?q= and ?tab= in the URL", async () => {
    renderBrowser("/lobby?tab=fish");
    const tab = await screen.findByRole("tab", { name: "ยิงปลา" });
    expect(tab.getAttribute("aria-selected")).toBe("true");
    cleanup();
    renderBrowser("/lobby?q=royal%20fishing");
    expect(await screen.findByRole("searchbox", { name: "ค้นหาเกม" })).toHaveProperty("value", "royal fishing");
    expect(await screen.findByRole("status")).toHaveProperty("textContent", "พบ 4 เกม 0 ค่าย");
  });

  it("toggles a favourite with a pressed star and lists it in the favourites tab", async () => {
    const user = userEvent.setup();
    renderBrowser();
    const star = await screen.findByRole("button", { name: "รายการโปรด ผลไม้หยก" });
    expect(star.getAttribute("aria-pressed")).toBe("false");
    await user.click(star);
    expect(star.getAttribute("aria-pressed")).toBe("true");
    await user.click(screen.getByRole("tab", { name: "รายการโปรด" }));
    expect(location).toBe("/lobby?tab=favourites");
    const list = await screen.findByRole("list", { name: "รายการโปรด" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    await act(async () => {
      await user.click(within(list).getByRole("button", { name: "รายการโปรด ผลไม้หยก" }));
    });
    expect(screen.getByText("ยังไม่มีเกมโปรด กดรูปดาวที่เกมเพื่อเพิ่ม")).toBeTruthy();
  });
});
