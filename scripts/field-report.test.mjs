// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatReport, p75, summarise } from "./field-report.mjs";

const attr = (key, value) => ({
  key,
  value: typeof value === "number" ? (Number.isInteger(value) ? { intValue: String(value) } : { doubleValue: value }) : { stringValue: value },
});
/** One collected line, as scripts/field-collector.mjs writes it. */
const line = (engine, records) =>
  JSON.stringify({
    receivedAt: "2026-12-03T00:00:00.000Z",
    path: "/v1/logs",
    body: {
      resourceLogs: [
        {
          resource: { attributes: [attr("service.name", "lobby"), attr("browser.engine", engine)] },
          scopeLogs: [{ scope: { name: "lobby.field-reports" }, logRecords: records }],
        },
      ],
    },
  });
const vital = (name, value, page = "/lobby/") => ({
  body: { stringValue: `${name} ${value}` },
  attributes: [attr("event.name", "lobby.vital"), attr("url.path", page), attr("lobby.vital.name", name), attr("lobby.vital.value", value)],
});
const error = (message, kind = "lobby.error") => ({
  body: { stringValue: `${kind} window: ${message}` },
  attributes: [attr("event.name", kind), attr("url.path", "/lobby/"), attr("exception.message", message)],
});

describe("npm run field:report", () => {
  it("takes the p75 by nearest rank", () => {
    expect(p75([400, 100, 300, 200])).toBe(300);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
    expect(p75([2500])).toBe(2500);
  });

  it("gives each vital's p75 per page and engine, never mixing pages or engines", () => {
    const text = [
      line("Blink", [vital("LCP", 1000), vital("LCP", 2000, "/lobby/lobby"), vital("CLS", 0.25)]),
      line("Blink", [vital("LCP", 3000), vital("LCP", 4000), vital("LCP", 2000)]),
      line("Gecko", [vital("LCP", 9000)]),
      "",
    ].join("\n");
    const { vitals, batches } = summarise(text);
    expect(batches).toBe(3);
    expect(vitals).toEqual([
      { vital: "LCP", page: "/lobby/", engine: "Blink", count: 4, p75: 3000 },
      { vital: "LCP", page: "/lobby/", engine: "Gecko", count: 1, p75: 9000 },
      { vital: "LCP", page: "/lobby/lobby", engine: "Blink", count: 1, p75: 2000 },
      { vital: "CLS", page: "/lobby/", engine: "Blink", count: 1, p75: 0.25 },
    ]);
  });

  it("lists the errors by count, with the engines that met them", () => {
    const text = [
      line("Gecko", [error("Failed to fetch dynamically imported module", "lobby.chunk"), error("x is undefined")]),
      line("Blink", [error("x is undefined"), error("x is undefined")]),
      line("WebKit", [error("x is undefined")]),
    ].join("\n");
    const { errors } = summarise(text);
    expect(errors.map((e) => [e.count, e.kind, e.message, e.engines])).toEqual([
      [4, "error", "x is undefined", ["Blink", "Gecko", "WebKit"]],
      [1, "chunk", "Failed to fetch dynamically imported module", ["Gecko"]],
    ]);
    const report = formatReport(summarise(text), { top: 1 });
    expect(report).toContain("   4  error  x is undefined  [Blink, Gecko, WebKit]");
    expect(report).not.toContain("dynamically imported");
  });

  it("skips a torn last line and lines that are no OTLP batch", () => {
    const text = [line("Blink", [vital("TTFB", 300)]), '{"receivedAt":"x","path":"/","body":{"a":1}}', '{"resourceLogs":[{"resou'].join("\n");
    const summary = summarise(text);
    expect(summary.batches).toBe(1);
    expect(formatReport(summary)).toContain("TTFB     300 ms  /lobby/  Blink  (1 page view(s))");
  });
});
