// @vitest-environment node
import { allSettled, fork } from "effector";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BATCH_SIZE, FLUSH_AFTER_MS, pageHidden, recordTaken, reporterStarted, sendBatchFx, type QueuedRecord } from "./reporter";

const view = { id: "0123456789abcdef0123456789abcdef", version: "0.1.0+abc123", engine: "Blink", os: "Android" };
const where = { locale: "th", route: "/lobby/" };
const error = (message: string): QueuedRecord => ({
  kind: "error",
  time: 1,
  severity: "ERROR",
  message,
  attributes: { "exception.message": message },
  ...where,
});
const vital = (name: string): QueuedRecord => ({
  kind: "vital",
  time: 1,
  severity: "INFO",
  message: `${name} 100`,
  attributes: { "lobby.vital.name": name },
  ...where,
});

type Batch = { resourceLogs: { resource: { attributes: { key: string }[] }; scopeLogs: { logRecords: { body: { stringValue: string } }[] }[] }[] };

/** A page view's reporter in a scope of its own, the collector replaced: what it would have sent, batch by batch. */
async function setup({ sampled = true, maxPerPage = 40 }: { sampled?: boolean; maxPerPage?: number } = {}) {
  const sent: { url: string; batch: Batch }[] = [];
  const scope = fork({
    handlers: [[sendBatchFx, ({ url, body }: { url: string; body: string }) => void sent.push({ url, batch: JSON.parse(body) as Batch })]],
  });
  await allSettled(reporterStarted, { scope, params: { view, collectorUrl: "https://otel.example/v1/logs", sampled, maxPerPage } });
  // Not awaited: a report's batch timer is part of what it starts; the tests move the clock themselves.
  const add = (record: QueuedRecord) => void allSettled(recordTaken, { scope, params: record });
  const hide = () => void allSettled(pageHidden, { scope });
  const messages = () => sent.map(({ batch }) => batch.resourceLogs[0]!.scopeLogs[0]!.logRecords.map((r) => r.body.stringValue));
  return { add, hide, sent, messages };
}

describe("the field reporter", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("sends nothing until there is something to report", async () => {
    const { hide, sent } = await setup();
    hide();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual([]);
  });

  it("batches: one request a few seconds after the first report, with every report since", async () => {
    const { add, sent, messages } = await setup();
    add(error("a"));
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS - 1);
    add(error("b"));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(messages()).toEqual([["a", "b"]]);
    expect(sent[0]!.url).toBe("https://otel.example/v1/logs");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
    // The next report opens a batch of its own, with a timer of its own.
    add(error("c"));
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(messages()).toEqual([["a", "b"], ["c"]]);
  });

  it("sends at once when the page hides, and the batch's timer sends nothing after it", async () => {
    const { add, hide, messages } = await setup();
    add(error("a"));
    await vi.advanceTimersByTimeAsync(1_000);
    add(error("b"));
    await vi.advanceTimersByTimeAsync(1_000);
    hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(messages()).toEqual([["a", "b"]]);
    expect(vi.getTimerCount()).toBe(0);
    // A report after the hide opens a new batch: its own 5 s, not what was left of the first one's.
    add(error("c"));
    await vi.advanceTimersByTimeAsync(FLUSH_AFTER_MS - 1);
    expect(messages()).toEqual([["a", "b"]]);
    await vi.advanceTimersByTimeAsync(1);
    expect(messages()).toEqual([["a", "b"], ["c"]]);
    hide();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(messages()).toEqual([["a", "b"], ["c"]]);
  });

  it(`sends at once when a batch holds ${BATCH_SIZE} reports, and what is queued when the page hides`, async () => {
    const { add, hide, messages } = await setup();
    for (let i = 0; i < BATCH_SIZE + 2; i++) add(error(`e${i}`));
    await vi.advanceTimersByTimeAsync(0);
    expect(messages()).toHaveLength(1);
    expect(messages()[0]).toHaveLength(BATCH_SIZE);
    hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(messages()[1]).toEqual([`e${BATCH_SIZE}`, `e${BATCH_SIZE + 1}`]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(messages()).toHaveLength(2);
  });

  it("sends errors always and vitals only from a sampled page view", async () => {
    const unsampled = await setup({ sampled: false });
    unsampled.add(vital("LCP"));
    unsampled.add(error("x"));
    unsampled.hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(unsampled.messages()).toEqual([["x"]]);

    const sampled = await setup({ sampled: true });
    sampled.add(vital("LCP"));
    sampled.add(vital("LCP"));
    sampled.hide();
    await vi.advanceTimersByTimeAsync(0);
    expect(sampled.messages()).toEqual([["LCP 100", "LCP 100"]]);
  });

  it("is bounded per page view, across batches, and a repeated failure counts once", async () => {
    const { add, hide, messages } = await setup({ maxPerPage: 3 });
    add(error("same"));
    add(error("same"));
    add(error("b"));
    hide();
    add(error("same"));
    add(error("c"));
    add(error("d"));
    add(vital("LCP"));
    hide();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(messages()).toEqual([["same", "b"], ["c"]]);
  });

  it("describes the page view once per batch and each report's locale and page", async () => {
    const { add, hide, sent } = await setup();
    add(error("a"));
    hide();
    await vi.advanceTimersByTimeAsync(0);
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
