// The development-only overlay of `npm run dev -- --upstream` (verify/overlay-client.js),
// rendered in jsdom: each violation shows operation, JSON path, rule and value; a refused login or
// profile says why the journey stops; nothing the server sent is parsed as HTML.
import { afterEach, describe, expect, it } from "vitest";
import { mountContractOverlay } from "./overlay-client.js";

const profileEvent = {
  operationId: "getProfile",
  method: "GET",
  path: "/customers/profile",
  status: 200,
  violations: [{ path: "/body/data/games/0/credit", message: "Response body property data.games.0.credit must be number", got: "1520.50" }],
};

describe("contract overlay", () => {
  afterEach(() => document.body.replaceChildren());

  it("stays hidden until a violation, then shows operation, path, rule and value, newest first", () => {
    const overlay = mountContractOverlay(document);
    expect(overlay.element.hidden).toBe(true);
    overlay.add({
      ...profileEvent,
      operationId: "checkCredit",
      path: "/customers/check-credit",
      violations: [{ path: "/body", message: "Response body must have required property 'credit_success'" }],
    });
    overlay.add(profileEvent);
    const log = document.querySelector('[role="log"][aria-label="Contract violations"]');
    expect(log).toBe(overlay.element);
    expect(log.hidden).toBe(false);
    const items = [...log.querySelectorAll("section")].map((s) => s.textContent);
    expect(items[0]).toContain("getProfile GET /customers/profile → 200");
    expect(items[0]).toContain('/body/data/games/0/credit: Response body property data.games.0.credit must be number — got "1520.50"');
    expect(items[1]).toContain("checkCredit GET /customers/check-credit → 200/body: Response body must have required property 'credit_success'");
    expect(log.textContent).toContain("2 answers of your server break the contract");
  });

  it("says when the lobby refuses a login or profile answer, and only then", () => {
    const overlay = mountContractOverlay(document);
    overlay.add(profileEvent);
    overlay.add({ ...profileEvent, operationId: "login", method: "POST", path: "/login" });
    overlay.add({ ...profileEvent, operationId: "listNotifications", path: "/notification" });
    const [notice, login, profile] = [...overlay.element.querySelectorAll("section")].map((s) => s.textContent);
    expect(profile).toContain("The lobby refuses this profile answer");
    expect(login).toContain("The lobby refuses this login answer: the login fails");
    expect(notice).not.toContain("refuses");
  });

  it("shows a server's markup as text and can be folded away", () => {
    const overlay = mountContractOverlay(document);
    overlay.add({ ...profileEvent, violations: [{ path: "/body/data/name", message: "must be string", got: '<img src=x onerror="alert(1)">' }] });
    expect(overlay.element.querySelector("img")).toBeNull();
    expect(overlay.element.textContent).toContain('got "<img src=x onerror=\\"alert(1)\\">"');
    const button = overlay.element.querySelector("button");
    button.click();
    expect(overlay.element.querySelector("section").parentElement.hidden).toBe(true);
    expect(button.textContent).toBe("Show");
  });
});
