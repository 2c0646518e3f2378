import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BATCH_SIZE, createReporter, FLUSH_AFTER_MS } from "./reporter";
import type { FieldRecord } from "./record";

const view = { id: "0123456789abcdef0123456789abcdef", version: "0.1.0+abc123", engine: "Blink", os: "Android" };
const error = (message: string): FieldRecord => ({ kind: "error", time: 1, severity: "ERROR", message, attributes: { "exception.message": message } });
const vital = (name: string): FieldRecord => ({ kind: "vital", time: 1, severity: "INFO", message: `${name} 100`, attributes: { "lobby.vital.name": name } });

type Batch = { resourceLogs: { resource: { attributes: { key: string }[] }; scopeLogs: { logRecords: { body: { stringValue: string } }[] }[] }[] };
function setup({ rate = 1, random = 0.5, maxPerPage }: { rate?: number; random?: number; maxPerPage?: number } = {}) {
  const sent: { url: string; batch: Batch }[] = [];
  const reporter = createReporter({
    view,
    collectorUrl: "https://otel.example/v1/logs",
    vitalsSampleRate: rate,
    maxPerPage,
    where: () => ({ locale: "th", route: "/lobby/" }),
    send: (url, body) => sent.push({ url, batch: JSON.parse(body) as Batch }),
    random: () => random,
  });
  const messages = () => sent.map(({ batch }) => batch.resourceLogs[0]!.scopeLogs[0]!.logRecords.map((r) => r.body.stringValue));
  return { reporter, sent, messages };
}

describe("the field reporter", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("sends nothing until there is something to report", () => {
    const { reporter, sent } = setup();
    reporter.flush();
    vi.advanceTimersByTime(60_000);
    expect(sent).toEqual([]);
  });

  it("batches: one request a few seconds after the first report, with every report since", () => {
    const { reporter, sent, messages } = setup();
    reporter.add(error("a"));
    vi.advanceTimersByTime(FLUSH_AFTER_MS - 1);
    reporter.add(error("b"));
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([["a", "b"]]);
    expect(sent[0]!.url).toBe("https://otel.example/v1/logs");
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(1);
  });

  it(`sends at once when a batch holds ${BATCH_SIZE} reports, and what is queued when the page hides`, () => {
    const { reporter, messages } = setup();
    for (let i = 0; i < BATCH_SIZE + 2; i++) reporter.add(error(`e${i}`));
    expect(messages()).toHaveLength(1);
    expect(messages()[0]).toHaveLength(BATCH_SIZE);
    reporter.flush();
    expect(messages()[1]).toEqual([`e${BATCH_SIZE}`, `e${BATCH_SIZE + 1}`]);
  });

  it("sends errors always and vitals only from a sampled page view", () => {
    const unsampled = setup({ rate: 0.1, random: 0.5 });
    expect(unsampled.reporter.sampled).toBe(false);
    expect(unsampled.reporter.add(vital("LCP"))).toBe(false);
    expect(unsampled.reporter.add(error("x"))).toBe(true);
    unsampled.reporter.flush();
    expect(unsampled.messages()).toEqual([["x"]]);

    const sampled = setup({ rate: 0.1, random: 0.05 });
    expect(sampled.reporter.add(vital("LCP"))).toBe(true);
    expect(setup({ rate: 0, random: 0 }).reporter.sampled).toBe(false);
  });

  it("is bounded per page view, and a repeated failure counts once", () => {
    const { reporter, messages } = setup({ maxPerPage: 3 });
    expect(reporter.add(error("same"))).toBe(true);
    expect(reporter.add(error("same"))).toBe(false);
    expect(reporter.add(error("b"))).toBe(true);
    expect(reporter.add(error("c"))).toBe(true);
    expect(reporter.add(error("d"))).toBe(false);
    reporter.flush();
    expect(messages()).toEqual([["same", "b", "c"]]);
  });

  it("describes the page view once per batch and each report's locale and page", () => {
    const { reporter, sent } = setup();
    reporter.add(error("a"));
    reporter.flush();
    const json = JSON.stringify(sent[0]!.batch);
    for (const [key, value] of [
      ["service.name", "lobby"],
      ["service.version", view.version],
      ["browser.engine", "Blink"],
      ["os.type", "Android"],
      ["lobby.page_view.id", view.id],
      ["lobby.locale", "th"],
      ["url.path", "/lobby/"],
      ["event.name", "lobby.error"],
    ])
      expect(json).toContain(`{"key":"${key}","value":{"stringValue":"${value}"}}`);
  });
});
