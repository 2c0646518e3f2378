// @vitest-environment node
import { allSettled, createWatch, fork, type Scope } from "effector";
import { afterEach, describe, expect, it, vi } from "vitest";
import { $session, loggedIn, loggedOut } from "@/entities/session";
import { PROFILE_KEY } from "@/entities/profile";
import { PENDING_KEY } from "@/entities/pending-request";
import { $queryClient, createAppQueryClient, type CompletedRequest } from "@/shared/api";
import { depositCredited } from "@/features/push/host";
import { contractExample } from "@/shared/api-mock";
import { locationChanged } from "@/shared/router";
import { depositRestoreRequested } from "@/features/deposit/host";
import { withdrawRestoreRequested } from "@/features/withdraw/host";
import { appTookOver, loadMemberHostsFx } from "./member-hosts";

const member = { token: "t", expiresAt: Date.now() + 3_600_000 };
/** main.tsx: the app has taken its first paint over. */
const tookOver = (scope: Scope) => allSettled(appTookOver, { scope });

/** Counts the restores each money model is asked for in this scope. */
function restoresIn(scope: Scope) {
  const seen = { deposit: 0, withdraw: 0, loads: 0 };
  createWatch({ unit: depositRestoreRequested, scope, fn: () => void seen.deposit++ });
  createWatch({ unit: withdrawRestoreRequested, scope, fn: () => void seen.withdraw++ });
  createWatch({ unit: loadMemberHostsFx, scope, fn: () => void seen.loads++ });
  return seen;
}

describe("member hosts: the pending-request restore starts from the model", () => {
  // Without a query client in the scope the server cannot be asked: both money models load, and their restores ask again.
  it("a stored session: once the app has taken over both money models load and restore, once for the visit", async () => {
    const scope = fork({ values: [[$session, member]] });
    const seen = restoresIn(scope);
    await allSettled(locationChanged, { scope, params: { pathname: "/", search: "", key: "1" } });
    // Not while React takes the first paint over: a 401 on the start-up profile would end the session during it.
    expect(seen.loads).toBe(0);
    await tookOver(scope);
    expect(seen).toEqual({ deposit: 1, withdraw: 1, loads: 1 });
    // Development's StrictMode runs the take-over's effect twice.
    await tookOver(scope);
    expect(seen).toEqual({ deposit: 1, withdraw: 1, loads: 1 });
  });

  it("a guest loads nothing until a login, then restores once", async () => {
    const scope = fork();
    const seen = restoresIn(scope);
    await tookOver(scope);
    expect(seen).toEqual({ deposit: 0, withdraw: 0, loads: 0 });
    await allSettled(loggedIn, { scope, params: { access_token: "t", expires_in: 3600 } });
    expect(seen).toEqual({ deposit: 1, withdraw: 1, loads: 1 });
    await allSettled(loggedOut, { scope });
    expect(seen.loads).toBe(1);
    // The next member of this tab gets their own restore.
    await allSettled(loggedIn, { scope, params: { access_token: "t2", expires_in: 3600 } });
    expect(seen).toEqual({ deposit: 2, withdraw: 2, loads: 2 });
  });

  it("a member whose session starts before the take-over waits for it", async () => {
    const scope = fork();
    const seen = restoresIn(scope);
    await allSettled(loggedIn, { scope, params: { access_token: "t", expires_in: 3600 } });
    expect(seen.loads).toBe(0);
    await tookOver(scope);
    expect(seen).toEqual({ deposit: 1, withdraw: 1, loads: 1 });
  });
});

describe("member hosts: only a money model with a request to reopen loads at start", () => {
  afterEach(() => vi.unstubAllGlobals());
  /** A member's scope whose start-up profile is in: `pending` is the server's pending request. */
  function memberWith(pending: { type: "deposit" | "withdraw" } | null, completed: CompletedRequest[] = []) {
    const queryClient = createAppQueryClient();
    const answer = contractExample("getProfile", "memberWithBank");
    queryClient.setQueryData(PROFILE_KEY, {
      ...answer,
      data: {
        ...answer.data,
        pending_request: pending ? { id: 7, amount: 500, ref: null, qr_code: null, ...pending } : null,
        completed_requests: completed,
      },
    });
    return fork({
      values: [
        [$session, member],
        [$queryClient, queryClient],
      ],
    });
  }
  /** This device's localStorage, holding `record` under the pending request's key. */
  function deviceHolds(record: unknown) {
    const items = new Map([[PENDING_KEY, JSON.stringify(record)]]);
    vi.stubGlobal("localStorage", { getItem: (k: string) => items.get(k) ?? null, setItem: () => undefined, removeItem: () => undefined });
  }

  it("nothing pending on the server or this device: no money model is restored (the popups bring theirs)", async () => {
    const scope = memberWith(null);
    const seen = restoresIn(scope);
    await tookOver(scope);
    expect(seen).toEqual({ deposit: 0, withdraw: 0, loads: 1 });
  });

  /** The take-over, until a restore is asked for; then the session ends, which stops the reopened request's clock and poll. */
  async function restoresAtStart(scope: Scope) {
    const seen = restoresIn(scope);
    const start = tookOver(scope);
    await vi.waitFor(() => expect(seen.deposit + seen.withdraw).toBeGreaterThan(0), { timeout: 15_000 });
    await allSettled(loggedOut, { scope });
    await start;
    return seen;
  }

  it("the server's pending deposit: the deposit model alone reopens it", async () => {
    expect(await restoresAtStart(memberWith({ type: "deposit" }))).toEqual({ deposit: 1, withdraw: 0, loads: 1 });
  });

  it("the server's pending withdrawal: the withdraw model alone reopens it", async () => {
    expect(await restoresAtStart(memberWith({ type: "withdraw" }))).toEqual({ deposit: 0, withdraw: 1, loads: 1 });
  });

  it("this device's record of a withdrawal the server no longer has pending: the withdraw model loads to report its end", async () => {
    deviceHolds({ id: 7, type: "withdraw", amount: 500, startedAt: Date.now() - 60_000 });
    expect(await restoresAtStart(memberWith(null))).toEqual({ deposit: 0, withdraw: 1, loads: 1 });
  });

  it("a deposit that was credited while the app was closed: the start reports it, and Web Push hears it (its question after a deposit)", async () => {
    deviceHolds({ id: 7, type: "deposit", amount: 500, startedAt: Date.now() - 60_000 });
    const scope = memberWith(null, [{ id: 7, type: "deposit", status: "completed", amount: 500 }]);
    const credited = vi.fn();
    createWatch({ unit: depositCredited, scope, fn: credited });
    await tookOver(scope);
    expect(credited).toHaveBeenCalledWith(500);
  });
});
