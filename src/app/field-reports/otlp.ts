import type { FieldRecord } from "./record";

/**
 * The wire format: OTLP/HTTP JSON logs (opentelemetry-proto's `ExportLogsServiceRequest`, JSON
 * encoding), which an OpenTelemetry Collector's `otlphttp` receiver takes as is at `/v1/logs`, and
 * Grafana Alloy/Faro's and most vendors' OTLP endpoints too. One batch = one resource (this page
 * view: the app, its version, the engine and OS family, the page view's random id) with its records.
 */
export interface PageView {
  id: string;
  version: string;
  engine: string;
  os: string;
}

type AnyValue = { stringValue: string } | { intValue: string } | { doubleValue: number } | { boolValue: boolean };
const value = (v: string | number | boolean): AnyValue =>
  typeof v === "string" ? { stringValue: v } : typeof v === "boolean" ? { boolValue: v } : Number.isInteger(v) ? { intValue: String(v) } : { doubleValue: v };
const attributes = (record: Record<string, string | number | boolean>) => Object.entries(record).map(([key, v]) => ({ key, value: value(v) }));

const SEVERITY_NUMBER = { INFO: 9, WARN: 13, ERROR: 17 } as const;

export function otlpLogs(view: PageView, records: readonly (FieldRecord & { locale: string; route: string })[]): unknown {
  return {
    resourceLogs: [
      {
        resource: {
          attributes: attributes({
            "service.name": "lobby",
            "service.version": view.version,
            "browser.engine": view.engine,
            "os.type": view.os,
            "lobby.page_view.id": view.id,
          }),
        },
        scopeLogs: [
          {
            scope: { name: "lobby.field-reports", version: "1" },
            logRecords: records.map((r) => ({
              timeUnixNano: `${Math.round(r.time)}000000`,
              severityNumber: SEVERITY_NUMBER[r.severity],
              severityText: r.severity,
              body: { stringValue: r.message },
              attributes: attributes({ "event.name": `lobby.${r.kind}`, "lobby.locale": r.locale, "url.path": r.route, ...r.attributes }),
            })),
          },
        ],
      },
    ],
  };
}
