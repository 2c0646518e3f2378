// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fetchClient, configureApiAuth } from "./client";
import { ApiError } from "./errors";
import { isUsableToken, usableSession } from "./token";

describe("usable session answers", () => {
  it("accepts a token with a lifetime of up to a year", () => {
    expect(usableSession({ access_token: "eyJ.abc", expires_in: 3600 })).toEqual({ access_token: "eyJ.abc", expires_in: 3600 });
    expect(usableSession({ access_token: "t", expires_in: 366 * 24 * 3600 }).expires_in).toBe(366 * 24 * 3600);
  });
  it.each([
    [{}],
    [null],
    [{ access_token: null, expires_in: 3600 }],
    [{ access_token: 123, expires_in: 3600 }],
    [{ access_token: "undefined", expires_in: 3600 }],
    [{ access_token: "NULL", expires_in: 3600 }],
    [{ access_token: "", expires_in: 3600 }],
    [{ access_token: "a b", expires_in: 3600 }],
    [{ access_token: "t" }],
    [{ access_token: "t", expires_in: -5 }],
    [{ access_token: "t", expires_in: 1.5 }],
    [{ access_token: "t", expires_in: "3600" }],
    [{ access_token: "t", expires_in: 1e20 }],
  ])("refuses %j as a failed login (kind 'contract')", (answer) => {
    expect(() => usableSession(answer as never)).toThrow(ApiError);
    try {
      usableSession(answer as never);
    } catch (e) {
      expect((e as ApiError).kind).toBe("contract");
    }
  });
});

describe("the Authorization header", () => {
  const sent: Request[] = [];
  const capture = {
    fetch: (r: Request) => {
      sent.push(r);
      return Promise.resolve(new Response(JSON.stringify({ success: true }), { status: 200 }));
    },
  };

  it.each(["undefined", "null", ""])('is never "Bearer %s", from the session or given explicitly', async (bad) => {
    expect(isUsableToken(bad)).toBe(false);
    configureApiAuth({ getToken: () => bad, onUnauthorized: () => {} });
    sent.length = 0;
    const body = { phone: "0812345678" } as never;
    await fetchClient.POST("/register/phone", { body, ...capture });
    await fetchClient.POST("/register/phone", { body, headers: { Authorization: `Bearer ${bad}` }, ...capture });
    expect(sent.map((r) => r.headers.get("Authorization"))).toEqual([null, null]);
    // A call the contract secures fails here as a 401 without a usable token, and is never sent.
    const password = { body: { password: "x", password_confirmation: "x" } as never, headers: { Authorization: `Bearer ${bad}` }, ...capture };
    await expect(fetchClient.POST("/register/password", password)).rejects.toMatchObject({ kind: "unauthenticated", status: 401 });
    await expect(fetchClient.GET("/customers/profile", capture)).rejects.toMatchObject({ kind: "unauthenticated", status: 401 });
    expect(sent).toHaveLength(2);
  });
});
