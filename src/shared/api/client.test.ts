// @vitest-environment node
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { asForm, configureApiAuth, fetchClient, setApiBaseUrl } from "./client";
import { ApiError } from "./errors";

/** The client as the app uses it, with fetch answered by the test: what left, and what came back. */
function server(status: number, body: unknown) {
  const sent: Request[] = [];
  const fetch = (r: Request) => {
    sent.push(r);
    return Promise.resolve(new Response(typeof body === "string" ? body : JSON.stringify(body), { status }));
  };
  return { sent, fetch };
}

afterEach(() => configureApiAuth({ getToken: () => null, onUnauthorized: () => {} }));

describe("the client reads the contract, not hand lists", () => {
  it("sends the login as the contract's form (application/x-www-form-urlencoded)", async () => {
    const s = server(200, { access_token: "t", token_type: "bearer", expires_in: 3600 });
    await fetchClient.POST("/login", { ...asForm({ phone: "0812345678", password: "Lobby 2026&a" }), fetch: s.fetch });
    const [request] = s.sent;
    expect(request?.headers.get("Content-Type")).toBe("application/x-www-form-urlencoded");
    expect(await request?.text()).toBe("phone=0812345678&password=Lobby+2026%26a");
  });

  it("sends the payload where a Request has no body property (Firefox)", async () => {
    // Firefox's Request has no `body` (a readable stream body is Chromium's and WebKit's): the payload is read, not probed.
    const noBody = vi.spyOn(Request.prototype, "body", "get").mockReturnValue(undefined as unknown as null);
    try {
      const s = server(200, { access_token: "t", token_type: "bearer", expires_in: 3600 });
      await fetchClient.POST("/login", { ...asForm({ phone: "0812345678", password: "Lobby2026a" }), fetch: s.fetch });
      expect(await s.sent[0]?.text()).toBe("phone=0812345678&password=Lobby2026a");
    } finally {
      noBody.mockRestore();
    }
  });

  it("a caller's abort still ends the call where AbortSignal.any is missing (Safari before 17.4)", async () => {
    const any = Object.getOwnPropertyDescriptor(AbortSignal, "any");
    Reflect.deleteProperty(AbortSignal, "any");
    try {
      const caller = new AbortController();
      // A server that never answers: only the request's signal ends the wait.
      let sent!: () => void;
      const reached = new Promise<void>((resolve) => (sent = resolve));
      const fetch = (r: Request) =>
        new Promise<Response>((_, reject) => {
          r.signal.addEventListener("abort", () => reject(r.signal.reason));
          sent();
        });
      const call = fetchClient.GET("/catalogue", { fetch, signal: caller.signal });
      await reached;
      caller.abort(new DOMException("left", "AbortError"));
      await expect(call).rejects.toBeTruthy();
    } finally {
      if (any) Object.defineProperty(AbortSignal, "any", any);
    }
  });

  it("refuses to send a form operation as JSON", async () => {
    const s = server(200, {});
    await expect(fetchClient.POST("/login", { body: { phone: "0812345678", password: "x" }, fetch: s.fetch })).rejects.toThrow(/asForm/);
    expect(s.sent).toHaveLength(0);
  });

  it("a 401 on a secured call ends the session; on a public call it does not", async () => {
    const onUnauthorized = vi.fn();
    configureApiAuth({ getToken: () => "member-token", onUnauthorized });
    const s = server(401, { message: "Unauthenticated." });
    await expect(fetchClient.GET("/catalogue", { fetch: s.fetch })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(fetchClient.GET("/customers/profile", { fetch: s.fetch })).rejects.toMatchObject({ kind: "unauthenticated", status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(s.sent.map((r) => r.headers.get("Authorization"))).toEqual(["Bearer member-token", "Bearer member-token"]);
  });
});

describe("an accepted answer is read once", () => {
  it.each([
    ["without a Content-Length", false],
    ["with a Content-Length", true],
  ])("%s: the client's check parses it, openapi-fetch is handed that value", async (_, withLength) => {
    const answer = { access_token: "t", token_type: "bearer", expires_in: 3600 };
    const text = JSON.stringify(answer);
    const headers: Record<string, string> = { "X-Request-Id": "r-1", ...(withLength ? { "Content-Length": String(text.length) } : {}) };
    const parse = vi.spyOn(JSON, "parse");
    try {
      const fetch = () => Promise.resolve(new Response(text, { status: 200, headers }));
      const { data, response } = await fetchClient.POST("/login", { ...asForm({ phone: "0812345678", password: "Lobby 2026&a" }), fetch });
      expect(data).toEqual(answer);
      expect(parse.mock.calls.filter(([arg]) => arg === text)).toHaveLength(1);
      // The answer's own headers and status stay as the server sent them.
      expect(response.status).toBe(200);
      expect(response.headers.get("X-Request-Id")).toBe("r-1");
    } finally {
      parse.mockRestore();
    }
  });
});

describe("a failed call rejects with its status on the error, not in a body", () => {
  it("a 422 carries its status and every field's first message", async () => {
    const s = server(422, { message: "The given data was invalid.", errors: { phone: ["ไม่พบเบอร์นี้"], bank: ["ธนาคารปิดปรับปรุง"], error: ["ลองใหม่"] } });
    const error = await fetchClient.POST("/register/phone", { body: { phone: "0812345678", no_otp: false }, fetch: s.fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: "http", status: 422, fieldErrors: { phone: "ไม่พบเบอร์นี้", bank: "ธนาคารปิดปรับปรุง" }, messages: ["ลองใหม่"] });
    expect(Object.keys(error as object)).not.toContain("__status");
  });

  it("an unreadable error body is kind 'malformed' with the answer's status; an unreadable 2xx too", async () => {
    await expect(fetchClient.GET("/catalogue", { fetch: server(503, "<html>down</html>").fetch })).rejects.toMatchObject({ kind: "malformed", status: 503 });
    await expect(fetchClient.GET("/catalogue", { fetch: server(200, "{not json").fetch })).rejects.toMatchObject({ kind: "malformed", status: 200 });
  });
});

describe("API calls never follow a redirect", () => {
  it("a 307 loop on the deposit is one POST and a failed call whose outcome is unknown", async () => {
    let posts = 0;
    const loop = createServer((req, res) => {
      posts += 1;
      res.writeHead(307, { Location: req.url ?? "/" }).end();
    });
    await new Promise<void>((resolve) => loop.listen(0, "127.0.0.1", resolve));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      setApiBaseUrl(`http://127.0.0.1:${(loop.address() as AddressInfo).port}/lobby/api`);
      configureApiAuth({ getToken: () => "member-token", onUnauthorized: () => {} });
      const error = await fetchClient
        .POST("/requests/deposit/prepare", { ...asForm({ amount: 500, promotion_id: 1 }), fetch: (r: Request) => fetch(r) })
        .catch((e: unknown) => e);
      expect(posts).toBe(1);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ kind: "malformed", status: 307, outcomeUnknown: true });
    } finally {
      setApiBaseUrl("/lobby/api");
      loop.close();
    }
  });
});
