import { afterEach, describe, expect, it, vi } from "vitest";
import { applyUpdate, registerServiceWorker } from "./pwa";

/** A worker as the page sees it: a state that moves on, and the messages it was sent. */
class FakeWorker extends EventTarget {
  messages: unknown[] = [];
  constructor(public state: ServiceWorkerState) {
    super();
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event("updatefound"));
  }
}

/** The page's service-worker container: `controlled` says whether a worker controls the page. */
function container(controlled: boolean, registration = new FakeRegistration()) {
  const events = new EventTarget();
  const fake = {
    controller: controlled ? new FakeWorker("activated") : null,
    register: vi.fn(() => Promise.resolve(registration)),
    ready: new Promise(() => undefined),
    addEventListener: events.addEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  };
  return { fake, registration, serviceWorker: fake as unknown as ServiceWorkerContainer };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.unstubAllGlobals());

describe("the service worker's registration and the update banner", () => {
  it("registers /lobby/sw.js for /lobby/, and the first worker's install offers no update", async () => {
    const { fake, registration, serviceWorker } = container(false);
    const onNeedRefresh = vi.fn();
    registerServiceWorker(onNeedRefresh, serviceWorker);
    await settle();
    expect(fake.register).toHaveBeenCalledWith("/lobby/sw.js", { scope: "/lobby/" });
    const first = new FakeWorker("installing");
    registration.find(first);
    first.moveTo("installed");
    first.moveTo("activated");
    expect(onNeedRefresh).not.toHaveBeenCalled();
  });

  it("a first visit: once the first worker controls the page, a new version is offered, and the tap reloads when it takes over", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...location, reload });
    const { fake, registration, serviceWorker } = container(false);
    const onNeedRefresh = vi.fn();
    registerServiceWorker(onNeedRefresh, serviceWorker);
    await settle();
    // The first worker claims the page.
    fake.controller = new FakeWorker("activated");
    const next = new FakeWorker("installing");
    registration.find(next);
    expect(onNeedRefresh).not.toHaveBeenCalled();
    next.moveTo("installed");
    expect(onNeedRefresh).toHaveBeenCalledTimes(1);
    // Nothing moves until the player taps; then one message however many taps, and one reload once the new worker controls the page.
    expect(next.messages).toEqual([]);
    applyUpdate(serviceWorker);
    applyUpdate(serviceWorker);
    expect(next.messages).toEqual([{ type: "SKIP_WAITING" }]);
    expect(reload).not.toHaveBeenCalled();
    fake.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("a returning player with a version already waiting from an earlier visit is offered it at once", async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker("installed");
    const { serviceWorker } = container(true, registration);
    const onNeedRefresh = vi.fn();
    registerServiceWorker(onNeedRefresh, serviceWorker);
    await settle();
    expect(onNeedRefresh).toHaveBeenCalledTimes(1);
  });

  it("a new version that fails to install offers nothing", async () => {
    const { registration, serviceWorker } = container(true);
    const onNeedRefresh = vi.fn();
    registerServiceWorker(onNeedRefresh, serviceWorker);
    await settle();
    const broken = new FakeWorker("installing");
    registration.find(broken);
    broken.moveTo("redundant");
    expect(onNeedRefresh).not.toHaveBeenCalled();
  });

  it("a registration stubbed out (it resolves to nothing) is no error", async () => {
    const { fake, serviceWorker } = container(true);
    fake.register.mockResolvedValueOnce(undefined as never);
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    registerServiceWorker(vi.fn(), serviceWorker);
    await settle();
    await settle();
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
