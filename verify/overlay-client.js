// Development only: the violation overlay of `npm run dev -- --upstream <url>`, served by
// ./overlay.mjs straight from this file (never imported by src/, never in a build). It lists each
// answer of your server that breaks the contract: operation, JSON path, rule and the value sent,
// and says so when the lobby refuses a login or profile answer because of it. Text only
// (textContent): nothing from the server is parsed as HTML.

/** Why the journey stops, for the answers the lobby cannot do without. */
const REFUSED = {
  login: "The lobby refuses this login answer: the login fails with the generic error.",
  getProfile: "The lobby refuses this profile answer: the member is shown as logged out, or the page shows no member data.",
  registerOtp: "The lobby refuses this answer: registration stops at the OTP step.",
};

const STYLE = [
  "position:fixed",
  "right:8px",
  "bottom:8px",
  "z-index:2147483647",
  "max-width:min(560px,calc(100vw - 16px))",
  "max-height:45vh",
  "overflow:auto",
  "background:#1b1b1f",
  "color:#f4f4f5",
  "font:12px/1.4 ui-monospace,monospace",
  "border:2px solid #e5484d",
  "border-radius:6px",
  "padding:8px",
].join(";");

const show = (value) => {
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
};

/**
 * Creates the overlay in `doc` (hidden until the first violation).
 * @returns {{ add(event: { operationId: string, method: string, path: string, status: number, violations: Array<{ path: string, message: string, got?: unknown }> }): void, element: HTMLElement }}
 */
export function mountContractOverlay(doc = document) {
  const box = doc.createElement("aside");
  box.id = "lobby-contract-overlay";
  box.setAttribute("role", "log");
  box.setAttribute("aria-label", "Contract violations");
  box.setAttribute("style", STYLE);
  box.hidden = true;
  const head = doc.createElement("div");
  head.setAttribute("style", "display:flex;gap:8px;align-items:center;font-weight:bold;margin-bottom:4px");
  const title = doc.createElement("span");
  title.style.flex = "1";
  const toggle = doc.createElement("button");
  toggle.type = "button";
  toggle.textContent = "Hide";
  const list = doc.createElement("div");
  toggle.addEventListener("click", () => {
    list.hidden = !list.hidden;
    toggle.textContent = list.hidden ? "Show" : "Hide";
  });
  head.append(title, toggle);
  box.append(head, list);
  doc.body.append(box);
  let count = 0;
  return {
    element: box,
    add(event) {
      count += 1;
      box.hidden = false;
      title.textContent = `✖ ${count} answer${count === 1 ? "" : "s"} of your server break the contract`;
      const item = doc.createElement("section");
      item.setAttribute("style", "border-top:1px solid #444;padding-top:4px;margin-top:4px");
      const what = doc.createElement("div");
      what.textContent = `${event.operationId} ${event.method} ${event.path} → ${event.status}`;
      item.append(what);
      if (REFUSED[event.operationId]) {
        const refused = doc.createElement("div");
        refused.setAttribute("style", "color:#ffb4b4");
        refused.textContent = REFUSED[event.operationId];
        item.append(refused);
      }
      const rules = doc.createElement("ul");
      rules.setAttribute("style", "margin:2px 0 0 16px;padding:0");
      for (const v of event.violations) {
        const li = doc.createElement("li");
        li.textContent = `${v.path || "(status, content type)"}: ${v.message}${v.got === undefined ? "" : ` — got ${show(v.got)}`}`;
        rules.append(li);
      }
      item.append(rules);
      list.prepend(item);
    },
  };
}

// Started only when the page loads it from the dev server (a test imports it without starting it).
if (typeof EventSource === "function" && import.meta.url.includes("/__contract/")) {
  const overlay = mountContractOverlay();
  new EventSource(new URL("events", import.meta.url)).addEventListener("message", (m) => overlay.add(JSON.parse(m.data)));
}
