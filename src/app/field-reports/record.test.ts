import { describe, expect, it } from "vitest";
import { ApiError } from "@/shared/api";
import { faultRecord, ownFrames, platformOf, refusedRecord, scrub, vitalRecord } from "./record";

const OWN = "https://lobby.example/lobby/";

describe("what a field report may say", () => {
  it("takes phone numbers, accounts, tokens, secrets, e-mails and server HTML out of a message", () => {
    expect(scrub("no credit for 0812345678 (081-234-5678, +66 81 234 5678)")).toBe("no credit for [number] ([number], [number])");
    expect(scrub("bank account 123-4-56789-0 failed")).toBe("bank account [number] failed");
    expect(scrub("Authorization: Bearer abc.def.ghi")).toBe("Authorization: Bearer [token]");
    expect(scrub("bad jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig")).toBe("bad jwt [token]");
    expect(scrub('{"password":"hunter2","phone":"0812"}')).toBe('{"password":[redacted],"phone":[redacted]}');
    expect(scrub("mail me at somchai@example.co.th")).toBe("mail me at [email]");
    expect(scrub("Unexpected token '<', \"<!DOCTYPE html><html><body>502 for 0812345678</body></html>\" is not valid JSON")).toBe(
      "Unexpected token '<', \"[html]\" is not valid JSON",
    );
    // Short numbers (a status, a count, a line) stay.
    expect(scrub("HTTP 503 after 3 tries at 12:30")).toBe("HTTP 503 after 3 tries at 12:30");
    expect(scrub("x".repeat(1000))).toHaveLength(300);
  });

  it("keeps only the lobby's own frames of a stack, in V8's and in Gecko's and WebKit's form", () => {
    const v8 = [
      "TypeError: Cannot read properties of undefined (reading 'flags')",
      "    at GameCard (https://lobby.example/lobby/assets/index-AbC123.js:1:2345)",
      "    at async load (https://lobby.example/lobby/assets/games-XyZ.js:10:20)",
      "    at chrome-extension://abcdef/content.js:1:1",
      "    at https://cdn.other.example/lib.js:3:4",
    ].join("\n");
    expect(ownFrames(v8, OWN)).toBe("GameCard (/lobby/assets/index-AbC123.js:1:2345)\nload (/lobby/assets/games-XyZ.js:10:20)");
    const gecko = [
      "GameCard@https://lobby.example/lobby/assets/index-AbC123.js:1:2345",
      "@moz-extension://x/y.js:1:1",
      "@https://lobby.example/lobby/assets/x.js?v=0812345678:2:3",
    ].join("\n");
    expect(ownFrames(gecko, OWN)).toBe("GameCard (/lobby/assets/index-AbC123.js:1:2345)\n? (/lobby/assets/x.js:2:3)");
    expect(ownFrames(undefined, OWN)).toBe("");
  });

  it("says of an API error only its kind and status: its text is the server's", () => {
    const record = faultRecord({ kind: "region", where: "popup:Deposit", error: new ApiError("http", 500, {}, ["<p>ถอนไม่ได้ 0812345678</p>"]) }, OWN, 1);
    expect(record.attributes["exception.message"]).toBe("http 500");
    expect(record.message).toBe("region popup:Deposit: http 500");
    expect(JSON.stringify(record)).not.toMatch(/0812345678|ถอน/);
  });

  it("calls a failed import a chunk whatever caught it", () => {
    const error = new TypeError("Failed to fetch dynamically imported module: https://lobby.example/lobby/assets/login-X.js");
    expect(faultRecord({ kind: "region", where: "popup:Login", error }, OWN, 1).kind).toBe("chunk");
    expect(faultRecord({ kind: "region", where: "page", error: new Error("x") }, OWN, 1).kind).toBe("region");
    expect(faultRecord({ kind: "unknown-outcome", where: "deposit", error: new Error("timeout") }, OWN, 1).severity).toBe("WARN");
  });

  it("names a refused answer by its operation, status and violated paths, never its body", () => {
    const record = refusedRecord(
      {
        operationId: "getProfile",
        route: "GET /customers/profile",
        status: 200,
        undeclared: false,
        dropped: [],
        refused: [{ path: "/data/bank_account", message: "must be string" }],
      },
      1,
    );
    expect(record.attributes).toMatchObject({
      "lobby.operation_id": "getProfile",
      "http.response.status_code": 200,
      "lobby.violation.path": "/data/bank_account",
      "lobby.violation.messages": "/data/bank_account: must be string",
    });
  });

  it("keeps a vital's numbers and selectors, not a resource's query", () => {
    const record = vitalRecord(
      {
        name: "LCP",
        value: 2345.678,
        rating: "needs-improvement",
        navigationType: "navigate",
        attribution: {
          target: "main>img.hero",
          url: "https://lobby.example/lobby/promotions/a.webp?token=abc",
          timeToFirstByte: 300.04,
          elementRenderDelay: 12,
        },
      } as unknown as Parameters<typeof vitalRecord>[0],
      1,
    );
    expect(record.attributes).toEqual({
      "lobby.vital.name": "LCP",
      "lobby.vital.value": 2346,
      "lobby.vital.rating": "needs-improvement",
      "lobby.vital.navigation_type": "navigate",
      "lobby.vital.target": "main>img.hero",
      "lobby.vital.url": "https://lobby.example/lobby/promotions/a.webp",
      "lobby.vital.timeToFirstByte": 300,
      "lobby.vital.elementRenderDelay": 12,
    });
    const cls = vitalRecord(
      { name: "CLS", value: 0.123456, rating: "needs-improvement", navigationType: "navigate", attribution: {} } as unknown as Parameters<
        typeof vitalRecord
      >[0],
      1,
    );
    expect(cls.attributes["lobby.vital.value"]).toBe(0.1235);
  });

  it("tells the engine and OS family from the user agent", () => {
    const cases: [string, string, string][] = [
      ["Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36", "Blink", "Android"],
      [
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/156.0 Mobile/15E148 Safari/604.1",
        "WebKit",
        "iOS",
      ],
      ["Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "Gecko", "Linux"],
      ["Mozilla/5.0 (Android 14; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0", "Gecko", "Android"],
      ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15", "WebKit", "Linux"],
      ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Edg/156.0", "Blink", "Windows"],
    ];
    for (const [ua, engine, os] of cases) expect(platformOf(ua), ua).toEqual({ engine, os });
  });
});
