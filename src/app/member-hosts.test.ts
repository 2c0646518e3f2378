// @vitest-environment node
import { allSettled, createWatch, fork, type Scope } from "effector";
import { describe, expect, it } from "vitest";
import { $session, loggedIn, loggedOut } from "@/entities/session";
import { locationChanged } from "@/shared/router";
import { depositRestoreRequested } from "@/features/deposit/host";
import { withdrawRestoreRequested } from "@/features/withdraw/host";
import { loadMemberHostsFx } from "./member-hosts";

const member = { token: "t", expiresAt: Date.now() + 3_600_000 };
let keys = 0;
/** The router feeds a settled location (the first one at start-up, then every navigation). */
const located = (scope: Scope, pathname = "/") => allSettled(locationChanged, { scope, params: { pathname, search: "", key: String(++keys) } });

/** Counts the restores each money model is asked for in this scope. */
function restoresIn(scope: Scope) {
  const seen = { deposit: 0, withdraw: 0, loads: 0 };
  createWatch({ unit: depositRestoreRequested, scope, fn: () => void seen.deposit++ });
  createWatch({ unit: withdrawRestoreRequested, scope, fn: () => void seen.withdraw++ });
  createWatch({ unit: loadMemberHostsFx, scope, fn: () => void seen.loads++ });
  return seen;
}

describe("member hosts: the pending-request restore starts from the model", () => {
  it("a stored session: at the first location both money models load and restore, once for the visit", async () => {
    const scope = fork({ values: [[$session, member]] });
    const seen = restoresIn(scope);
    await located(scope);
    expect(seen).toEqual({ deposit: 1, withdraw: 1, loads: 1 });
    await located(scope, "/lobby");
    expect(seen).toEqual({ deposit: 1, withdraw: 1, loads: 1 });
  });

  it("a guest loads nothing until a login, then restores once", async () => {
    const scope = fork();
    const seen = restoresIn(scope);
    await located(scope);
    expect(seen).toEqual({ deposit: 0, withdraw: 0, loads: 0 });
    await allSettled(loggedIn, { scope, params: { access_token: "t", expires_in: 3600 } });
    expect(seen).toEqual({ deposit: 1, withdraw: 1, loads: 1 });
    await allSettled(loggedOut, { scope });
    await located(scope, "/lobby");
    expect(seen.loads).toBe(1);
    // The next member of this tab gets their own restore.
    await allSettled(loggedIn, { scope, params: { access_token: "t2", expires_in: 3600 } });
    expect(seen).toEqual({ deposit: 2, withdraw: 2, loads: 2 });
  });

  it("a member before the router feeds a location waits for it", async () => {
    const scope = fork();
    const seen = restoresIn(scope);
    await allSettled(loggedIn, { scope, params: { access_token: "t", expires_in: 3600 } });
    expect(seen.loads).toBe(0);
    await located(scope);
    expect(seen).toEqual({ deposit: 1, withdraw: 1, loads: 1 });
  });
});
