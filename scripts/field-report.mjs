// What the players' phones reported (docs/field-reports.md), from a collected file: one JSON line per batch
// as scripts/field-collector.mjs writes it ({"receivedAt", "path", "body"}), or bare OTLP/HTTP JSON bodies.
//
//   npm run field:report <collected.jsonl> [-- --top 10]
//
// Prints the p75 of each Web Vital per page and engine (the value 75 % of page views stay under, as
// Google's Core Web Vitals assessment reads it), then the most frequent errors.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const VITALS = ["LCP", "INP", "CLS", "FCP", "TTFB"];

const valueOf = (attributes, key) => {
  const v = attributes?.find((a) => a.key === key)?.value;
  if (!v) return undefined;
  const raw = Object.values(v)[0];
  return "intValue" in v ? Number(raw) : raw;
};

/** The p75 by nearest rank: the smallest value at least 75 % of the values are at or under. */
export function p75(values) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}

/** The vitals' p75 per vital, page and engine, and the errors by count, from the collected file's text. */
export function summarise(text) {
  const vitals = new Map();
  const errors = new Map();
  let batches = 0;
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    let parsed;
    try {
      parsed = JSON.parse(line);
    } catch {
      continue; // a torn last line
    }
    const body = parsed.body ?? parsed;
    if (!Array.isArray(body.resourceLogs)) continue;
    batches += 1;
    for (const resourceLogs of body.resourceLogs ?? []) {
      const engine = valueOf(resourceLogs.resource?.attributes, "browser.engine") ?? "unknown";
      for (const scope of resourceLogs.scopeLogs ?? []) {
        for (const record of scope.logRecords ?? []) {
          const kind = valueOf(record.attributes, "event.name") ?? "unknown";
          const page = valueOf(record.attributes, "url.path") ?? "?";
          if (kind === "lobby.vital") {
            const name = valueOf(record.attributes, "lobby.vital.name");
            const value = Number(valueOf(record.attributes, "lobby.vital.value"));
            if (!VITALS.includes(name) || !Number.isFinite(value)) continue;
            const key = `${name}\u0000${page}\u0000${engine}`;
            const entry = vitals.get(key) ?? { vital: name, page, engine, values: [] };
            entry.values.push(value);
            vitals.set(key, entry);
          } else {
            const message = String(valueOf(record.attributes, "exception.message") ?? record.body?.stringValue ?? "");
            const where = kind === "lobby.refused-answer" ? String(valueOf(record.attributes, "lobby.operation_id") ?? "") : "";
            const key = `${kind}\u0000${where}\u0000${message}`;
            const entry = errors.get(key) ?? {
              kind: kind.replace(/^lobby\./, ""),
              message: where ? `${where}: ${record.body?.stringValue ?? ""}` : message,
              count: 0,
              engines: new Set(),
            };
            entry.count += 1;
            entry.engines.add(engine);
            errors.set(key, entry);
          }
        }
      }
    }
  }
  return {
    batches,
    vitals: [...vitals.values()]
      .map(({ values, ...rest }) => ({ ...rest, count: values.length, p75: p75(values) }))
      .sort((a, b) => VITALS.indexOf(a.vital) - VITALS.indexOf(b.vital) || a.page.localeCompare(b.page) || a.engine.localeCompare(b.engine)),
    errors: [...errors.values()].map((e) => ({ ...e, engines: [...e.engines].sort() })).sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind)),
  };
}

const formatValue = (vital, value) => (vital === "CLS" ? value.toFixed(3) : `${Math.round(value)} ms`);

export function formatReport(summary, { top = 10 } = {}) {
  const lines = [`${summary.batches} batch(es)`, "", "Web Vitals, p75 per page and engine:"];
  if (!summary.vitals.length) lines.push("  (none)");
  for (const v of summary.vitals)
    lines.push(`  ${v.vital.padEnd(5)} ${formatValue(v.vital, v.p75).padStart(9)}  ${v.page}  ${v.engine}  (${v.count} page view(s))`);
  lines.push("", `Top errors by count (of ${summary.errors.length}):`);
  if (!summary.errors.length) lines.push("  (none)");
  for (const e of summary.errors.slice(0, top)) lines.push(`  ${String(e.count).padStart(4)}  ${e.kind}  ${e.message}  [${e.engines.join(", ")}]`);
  return lines.join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: "string" } } });
  const file = positionals[0] ?? process.env.FIELD_COLLECTED;
  if (!file) {
    console.error("usage: npm run field:report <collected.jsonl> [-- --top 10]");
    process.exit(2);
  }
  console.log(formatReport(summarise(readFileSync(file, "utf8")), { top: Number(values.top ?? 10) }));
}
