import { afterEach, describe, expect, it, vi } from "vitest";
import { replayLastTap, takeFirstPaint, takeQueuedTaps } from "./first-paint";

const variant = (name: string) => `<div class="shell-variant shell-x" data-first-paint-variant="${name}"><button>${name}</button></div>`;

afterEach(() => {
  document.body.innerHTML = "";
  window.__lobbyTakeTaps = undefined;
});

describe("the app takes one variant of the first paint over", () => {
  it("keeps the variant for its page and visitor, alone in #root and never hidden again", () => {
    document.body.innerHTML = `<div id="root">${["home-guest", "home-member", "lobby-guest", "other-member"].map(variant).join("")}</div>`;
    const root = document.getElementById("root")!;
    const chosen = takeFirstPaint(root, "home", "member");
    expect(chosen?.getAttribute("data-first-paint-variant")).toBe("home-member");
    expect(root.children).toHaveLength(1);
    expect(chosen?.className).toBe("shell-variant");
  });
  it("finds none in an empty #root (npm run dev) or without that variant, and leaves #root alone", () => {
    document.body.innerHTML = `<div id="root">${variant("home-guest")}</div>`;
    const root = document.getElementById("root")!;
    expect(takeFirstPaint(root, "lobby", "guest")).toBeNull();
    expect(root.children).toHaveLength(1);
    root.innerHTML = "";
    expect(takeFirstPaint(root, "home", "guest")).toBeNull();
  });
});

describe("taps before the app", () => {
  it("takes the boot script's taps once, and replays only the last one, on a button still in the page", () => {
    document.body.innerHTML = `<button id="a"></button><button id="b"></button>`;
    const a = document.getElementById("a")!;
    const b = document.getElementById("b")!;
    const clicks = { a: vi.fn(), b: vi.fn() };
    a.addEventListener("click", clicks.a);
    b.addEventListener("click", clicks.b);
    window.__lobbyTakeTaps = () => [b, a, a];
    const taps = takeQueuedTaps();
    expect(takeQueuedTaps()).toEqual([]);
    replayLastTap(taps);
    expect(clicks.a).toHaveBeenCalledTimes(1);
    expect(clicks.b).not.toHaveBeenCalled();
    a.remove();
    replayLastTap(taps);
    expect(clicks.a).toHaveBeenCalledTimes(1);
  });
  it("has none to replay without the boot script (npm run dev keeps it, a test page has none)", () => {
    expect(takeQueuedTaps()).toEqual([]);
    expect(() => replayLastTap([])).not.toThrow();
  });
});
