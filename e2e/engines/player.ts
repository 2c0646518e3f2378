import type { Engine, EngineName, EnginePage, Handle } from "./drivers";
import type { Recorder } from "./recorder";

/**
 * What a journey does and sees, the same in every engine: find by role and accessible name, test id or
 * text (as the Playwright specs do), tap, type, wait for an outcome, measure a box. The finder runs in
 * the page, so the two clients (./drivers.ts) only carry its answer; every wait is bounded, and a
 * timeout only bounds a failure.
 */
type Step =
  | { by: "role"; role: Role; name?: string; exact?: boolean }
  | { by: "testId"; id: string }
  | { by: "text"; text: string; exact?: boolean }
  | { by: "label"; label: string }
  | { by: "css"; css: string };
type Role = "dialog" | "button" | "link" | "tab" | "tabpanel" | "checkbox" | "switch" | "heading" | "navigation";

/** A chain of steps, each looked for inside the first visible match of the step before. */
export class Loc {
  constructor(readonly steps: readonly Step[] = []) {}
  private add(step: Step) {
    return new Loc([...this.steps, step]);
  }
  role(role: Role, name?: string, { exact = true } = {}) {
    return this.add({ by: "role", role, name, exact });
  }
  dialog(name?: string) {
    return this.role("dialog", name);
  }
  button(name?: string, opts?: { exact?: boolean }) {
    return this.role("button", name, opts);
  }
  testId(id: string) {
    return this.add({ by: "testId", id });
  }
  text(text: string, { exact = false } = {}) {
    return this.add({ by: "text", text, exact });
  }
  /** A form field by its label. */
  field(label: string) {
    return this.add({ by: "label", label });
  }
  css(css: string) {
    return this.add({ by: "css", css });
  }
  toString() {
    return this.steps.map((s) => Object.values(s).join(":")).join(" > ");
  }
}
export const $ = new Loc();

/** Runs in the page (every engine): the first visible element the steps lead to, or null. */
function find(steps: Step[]): Element | null {
  const norm = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && style.visibility !== "hidden" && !el.closest("[inert], [aria-hidden=true]");
  };
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => norm(document.getElementById(id)?.textContent))
      .join(" ");
  const name = (el: Element): string => {
    const label = el.getAttribute("aria-label");
    if (label) return norm(label);
    const by = el.getAttribute("aria-labelledby");
    if (by) return norm(byIds(by));
    if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
      const labels = el.labels ? Array.from(el.labels) : [];
      if (labels.length) return norm(labels.map((l) => l.textContent).join(" "));
      return norm(el.getAttribute("placeholder"));
    }
    return norm(el.textContent) || norm(el.getAttribute("title"));
  };
  const ROLES: Record<string, string> = {
    dialog: "dialog, [role=dialog]",
    button: "button, [role=button], input[type=button], input[type=submit]",
    link: "a[href], [role=link]",
    tab: "[role=tab]",
    tabpanel: "[role=tabpanel]",
    checkbox: "input[type=checkbox], [role=checkbox]",
    switch: "[role=switch]",
    heading: "h1, h2, h3, h4, h5, h6, [role=heading]",
    navigation: "nav, [role=navigation]",
  };
  let scopes: Element[] = [document.documentElement];
  for (const step of steps) {
    const found: Element[] = [];
    for (const scope of scopes) {
      let list: Element[];
      if (step.by === "role") list = Array.from(scope.querySelectorAll(ROLES[step.role] ?? step.role));
      else if (step.by === "testId") list = Array.from(scope.querySelectorAll(`[data-testid="${step.id}"]`));
      else if (step.by === "css") list = Array.from(scope.querySelectorAll(step.css));
      else if (step.by === "label") list = Array.from(scope.querySelectorAll("input, select, textarea")).filter((el) => name(el) === step.label);
      else {
        const matches = (el: Element) => (step.exact ? norm(el.textContent) === step.text : norm(el.textContent).includes(step.text));
        // The deepest elements whose text matches.
        list = Array.from(scope.querySelectorAll("*")).filter((el) => matches(el) && !Array.from(el.children).some(matches));
      }
      if (step.by === "role" && step.name !== undefined) {
        const want = step.name;
        list = list.filter((el) => (step.exact ? name(el) === want : name(el).includes(want)));
      }
      found.push(...list.filter(visible));
    }
    if (!found.length) return null;
    scopes = found;
  }
  return scopes[0] ?? null;
}
const FIND = find.toString();

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  width: number;
  height: number;
  scrollHeight: number;
  clientHeight: number;
  overflowY: string;
}
/** Runs in the page: the element's box and whether it scrolls. */
const BOX = ((el: Element) => {
  const r = el.getBoundingClientRect();
  return {
    top: r.top,
    bottom: r.bottom,
    left: r.left,
    right: r.right,
    width: r.width,
    height: r.height,
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
    overflowY: getComputedStyle(el).overflowY,
  };
}).toString();

export interface Player {
  engine: EngineName;
  viewport: { width: number; height: number };
  recorder: Recorder;
  page: EnginePage;
  /** Opens a lobby path (under the recorder's origin) and waits until the app has taken the first paint over. */
  open(path: string): Promise<void>;
  /** Waits until the element is shown; returns it. */
  see(loc: Loc, timeoutMs?: number): Promise<Handle>;
  /** Waits until no element matches (or none is shown). */
  gone(loc: Loc, timeoutMs?: number): Promise<void>;
  tap(loc: Loc): Promise<void>;
  fill(loc: Loc, text: string): Promise<void>;
  text(loc: Loc): Promise<string>;
  attr(loc: Loc, name: string): Promise<string | null>;
  /** Waits until the element's attribute has `value`. */
  hasAttr(loc: Loc, name: string, value: string): Promise<void>;
  /** Waits until the element's text is no longer `from` (a countdown ticks); returns the new text. */
  changes(loc: Loc, from: string): Promise<string>;
  box(loc: Loc): Promise<Box>;
  /** Waits until `probe` (run here, e.g. on the recorder) holds. */
  eventually(what: string, probe: () => boolean): Promise<void>;
  /** Waits until `fn` (page source, returning a truthy JSON value) holds. */
  until<T>(what: string, fn: string, ...args: unknown[]): Promise<T>;
  /** Path and query of the page. */
  location(): Promise<string>;
}

const TIMEOUT = 15_000;

export async function newPlayer(engine: Engine, recorder: Recorder, viewport: { width: number; height: number }): Promise<Player> {
  const width = Math.max(viewport.width, engine.minWidth);
  const page = await engine.newPage({ width, height: viewport.height });

  async function poll<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = TIMEOUT): Promise<T> {
    const until = Date.now() + timeoutMs;
    let last: unknown = null;
    for (;;) {
      try {
        const v = await probe();
        if (v) return v;
      } catch (e) {
        last = e;
      }
      if (Date.now() > until) throw new Error(`${engine.name}: timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (${String(last)})` : ""}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const see = (loc: Loc, timeoutMs?: number) => poll(`${loc} to be shown`, () => page.element(FIND, loc.steps), timeoutMs);

  const player: Player = {
    engine: engine.name,
    viewport: { width, height: viewport.height },
    recorder,
    page,
    async open(path) {
      await page.goto(recorder.origin + path);
      await player.gone($.css("[data-first-paint]"));
      await see($.testId("site-header"));
    },
    see,
    async gone(loc, timeoutMs) {
      await poll(`${loc} to be gone`, async () => !(await page.element(FIND, loc.steps)), timeoutMs);
    },
    async tap(loc) {
      // As a finger would: once the element is shown and enabled; a click intercepted by something
      // drawn over it (a closing dialog) is tried again until the wait ends.
      await poll(`${loc} to be tapped`, async () => {
        const h = await see(loc);
        // A player swipes a scrolled strip (the tabs) to the element first; WebKitGTK's driver does not scroll inner scrollers.
        const ready = await page.onElement<boolean>(
          h,
          "(el) => { el.scrollIntoView({ block: 'nearest', inline: 'nearest' }); return !el.disabled && el.getAttribute('aria-disabled') !== 'true'; }",
        );
        if (!ready) return false;
        await page.click(h);
        return true;
      });
    },
    async fill(loc, text) {
      await page.type(await see(loc), text);
    },
    async text(loc) {
      return page.onElement<string>(await see(loc), "(el) => (el.textContent || '').replace(/\\s+/g, ' ').trim()");
    },
    async attr(loc, name) {
      return page.onElement<string | null>(await see(loc), "(el, n) => el.getAttribute(n)", name);
    },
    async hasAttr(loc, name, value) {
      await poll(
        `${loc} to have ${name}="${value}"`,
        async () => (await page.onElement<string | null>(await see(loc), "(el, n) => el.getAttribute(n)", name)) === value,
      );
    },
    async changes(loc, from) {
      return poll(`${loc} to change from "${from}"`, async () => {
        const now = await player.text(loc);
        return now !== from && now;
      });
    },
    async box(loc) {
      return page.onElement<Box>(await see(loc), BOX);
    },
    eventually: async (what, probe) => void (await poll(what, async () => probe())),
    until: <T>(what: string, fn: string, ...args: unknown[]) => poll<T>(what, () => page.evaluate<T>(fn, ...args)),
    location: () => page.evaluate<string>("() => location.pathname + location.search"),
  };
  return player;
}
