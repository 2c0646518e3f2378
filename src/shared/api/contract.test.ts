// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkAnswer, onContractViolation, type ContractReport } from "./contract";
import { fetchClient } from "./client";
import { ApiError } from "./errors";

const game = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: code,
  provider: "pgsoft",
  category: "slot",
  thumbnail: `/img/${code}.png`,
  flags: ["new"],
  popularity: 1,
  ...extra,
});
const provider = { code: "pgsoft", name: "PG", category: "slot", logo: "/p.svg", active: true };

function collect(): ContractReport[] {
  const seen: ContractReport[] = [];
  const stop = onContractViolation((r) => seen.push(r));
  afterEach(stop);
  return seen;
}

// Violations are loud on purpose (console.error in development); keep the test output readable.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("answers checked against the contract", () => {
  it("passes a valid answer untouched", async () => {
    const data = { providers: [provider], games: [game("a"), game("b")] };
    expect(await checkAnswer("GET /catalogue", 200, data)).toEqual({ ok: true, data, changed: false });
  });

  it("drops the one bad game and keeps the catalogue, reporting what was dropped", async () => {
    const seen = collect();
    const before = seen.length;
    const { flags: _missing, ...noFlags } = game("b");
    const data = { providers: [provider], games: [game("a"), noFlags, game("c", { popularity: "high" }), game("d")] };
    const result = await checkAnswer("GET /catalogue", 200, data);
    expect(result.ok && result.changed).toBe(true);
    expect(result.ok && (result.data as typeof data).games.map((g) => g.code)).toEqual(["a", "d"]);
    const r = seen.slice(before).at(-1);
    expect(r?.operationId).toBe("getCatalogue");
    expect(r?.dropped.map((d) => d.path)).toEqual(["/games/1", "/games/2"]);
    expect(r?.refused).toEqual([]);
  });

  it("drops an unknown flag, not the game", async () => {
    const data = { providers: [provider], games: [game("a", { flags: ["new", "jackpot"] })] };
    const result = await checkAnswer("GET /catalogue", 200, data);
    expect(result.ok && result.data).toEqual({ providers: [provider], games: [game("a")] });
  });

  it("refuses an answer whose fault is outside any list", async () => {
    const seen = collect();
    expect(await checkAnswer("GET /catalogue", 200, { providers: [provider] })).toEqual({ ok: false });
    expect(await checkAnswer("GET /catalogue", 200, { providers: [provider], games: null })).toEqual({ ok: false });
    expect(seen.at(-1)?.refused[0]?.path).toBe("/games");
  });

  it("refuses a login answer without a token", async () => {
    expect(await checkAnswer("POST /login", 200, {})).toEqual({ ok: false });
    expect(await checkAnswer("POST /login", 200, { access_token: null, token_type: "bearer", expires_in: 3600 })).toEqual({ ok: false });
    expect((await checkAnswer("POST /login", 200, { access_token: "t", token_type: "bearer", expires_in: 3600 })).ok).toBe(true);
  });

  it("lets unknown routes through; checks an undeclared 2XX against the success schema and reports it", async () => {
    const seen = collect();
    expect((await checkAnswer("GET /nowhere", 200, 1)).ok).toBe(true);
    expect((await checkAnswer("GET /catalogue", 299, 1)).ok).toBe(false);
    expect(seen.at(-1)).toMatchObject({ route: "GET /catalogue", status: 299, undeclared: true });
    const { flags: _missing, ...noFlags } = game("b");
    const result = await checkAnswer("GET /catalogue", 203, { providers: [provider], games: [game("a"), noFlags] });
    expect(result.ok && (result.data as { games: { code: string }[] }).games.map((g) => g.code)).toEqual(["a"]);
    expect(seen.at(-1)).toMatchObject({ status: 203, undeclared: true, dropped: [{ path: "/games/1" }] });
  });
});

describe("the API client at the boundary", () => {
  const answer = (body: unknown) => ({ fetch: () => Promise.resolve(new Response(JSON.stringify(body), { status: 200 })) });

  it("hands the cleaned catalogue to the caller", async () => {
    const { data } = await fetchClient.GET("/catalogue", answer({ providers: [provider], games: [game("a"), { ...game("b"), flags: null }] }));
    expect(data?.games.map((g) => g.code)).toEqual(["a"]);
  });

  it("turns a broken single answer into a failed call of kind 'contract'", async () => {
    const call = fetchClient.GET("/notification", answer({ data: { phone: 1 } }));
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ kind: "contract", status: 200 });
  });
});
