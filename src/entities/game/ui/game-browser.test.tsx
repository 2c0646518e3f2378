import { useLocation } from "react-router-dom";
import { act, cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contractExample } from "@/shared/api-mock";
import { renderApp } from "@/shared/testing";
import { catalogueQuery } from "../api/catalogue";
import { resetDeviceListsCache } from "../lib/device-lists";
import { GameBrowser } from "./game-browser";

const catalogue = contractExample("getCatalogue", "full");

let location = "";
function LocationProbe() {
  const l = useLocation();
  location = `${l.pathname}${l.search}`;
  return null;
}

async function renderBrowser(entry = "/lobby") {
  const onPlay = vi.fn();
  await renderApp(
    <>
      <GameBrowser onPlay={onPlay} />
      <LocationProbe />
    </>,
    { path: entry, namespaces: ["game"], queries: [[catalogueQuery().queryKey, catalogue]] },
  );
  return { onPlay };
}
beforeEach(() => resetDeviceListsCache());
afterEach(cleanup);

describe("GameBrowser", () => {
  it("filters the real catalogue as you type, keeping every keystroke and the term in ?q=", async () => {
    const user = userEvent.setup();
    const { onPlay } = await renderBrowser();
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
    await renderBrowser("/lobby?tab=fish");
    const tab = await screen.findByRole("tab", { name: "ยิงปลา" });
    expect(tab.getAttribute("aria-selected")).toBe("true");
    cleanup();
    await renderBrowser("/lobby?q=royal%20fishing");
    expect(await screen.findByRole("searchbox", { name: "ค้นหาเกม" })).toHaveProperty("value", "royal fishing");
    expect(await screen.findByRole("status")).toHaveProperty("textContent", "พบ 4 เกม 0 ค่าย");
  });

  it("toggles a favourite with a pressed star and lists it in the favourites tab", async () => {
    const user = userEvent.setup();
    await renderBrowser();
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
