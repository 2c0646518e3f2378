import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contractExample } from "@/shared/api-mock";
import { renderApp } from "@/shared/testing";
import { FIRST_CARDS, GameGrid } from "./game-grid";

const catalogue = contractExample("getCatalogue", "full");
const providers = new Map(catalogue.providers.map((p) => [p.code, p]));
const games = catalogue.games.slice(0, 100);

/** An IntersectionObserver the test drives: `near()` reports every observed element as on screen. */
function fakeViewport() {
  const observed = new Set<{ cb: IntersectionObserverCallback; el: Element; observer: IntersectionObserver }>();
  class FakeObserver {
    constructor(private readonly cb: IntersectionObserverCallback) {}
    observe(el: Element) {
      observed.add({ cb: this.cb, el, observer: this as unknown as IntersectionObserver });
    }
    disconnect() {
      for (const o of observed) if (o.observer === (this as unknown as IntersectionObserver)) observed.delete(o);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  return {
    near: () =>
      act(() => {
        for (const { cb, el, observer } of [...observed]) cb([{ isIntersecting: true, target: el } as unknown as IntersectionObserverEntry], observer);
      }),
  };
}

const cards = () => within(screen.getByRole("list", { name: "สล็อต" })).queryAllByRole("button", { name: /^เล่น / });
const boxes = () => screen.queryAllByTestId("card-pending");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("GameGrid", () => {
  it("renders its first cards, the rest of the page as empty boxes until they come near the screen", async () => {
    const viewport = fakeViewport();
    await renderApp(<GameGrid games={games} providers={providers} onPlay={vi.fn()} label="สล็อต" />, { namespaces: ["game"] });
    expect(cards()).toHaveLength(FIRST_CARDS);
    expect(boxes()).toHaveLength(36 - FIRST_CARDS);
    // Empty boxes: nothing to read or press.
    for (const box of boxes()) expect(box.getAttribute("aria-hidden")).toBe("true");
    await viewport.near();
    expect(cards()).toHaveLength(36);
    expect(boxes()).toHaveLength(0);
    expect(screen.getByRole("button", { name: "แสดงเพิ่ม (เหลืออีก 64 เกม)" })).toBeTruthy();
  });

  it("renders every card of the page once the keyboard enters the grid, and on 'show more'", async () => {
    fakeViewport();
    await renderApp(<GameGrid games={games} providers={providers} onPlay={vi.fn()} label="สล็อต" />, { namespaces: ["game"] });
    fireEvent.focus(cards()[0]!);
    expect(cards()).toHaveLength(36);
    fireEvent.click(screen.getByRole("button", { name: "แสดงเพิ่ม (เหลืออีก 64 เกม)" }));
    expect(cards()).toHaveLength(72);
    expect(boxes()).toHaveLength(0);
  });

  it("a short list has no boxes at all", async () => {
    fakeViewport();
    await renderApp(<GameGrid games={games.slice(0, 5)} providers={providers} onPlay={vi.fn()} label="สล็อต" />, { namespaces: ["game"] });
    expect(cards()).toHaveLength(5);
    expect(boxes()).toHaveLength(0);
  });
});
