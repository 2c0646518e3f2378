import { getRuntimeConfig } from "@/shared/config";

/** A banner click (R-DATA-9): written to an external document store. */
export interface BannerClick {
  phone: string | null;
  gameID: string;
  gameName: string;
  /** ISO 8601 time of the click. */
  timestamp: string;
}

export type BannerClickSink = (record: BannerClick) => void;

export const noopSink: BannerClickSink = () => {};

/** A sink that posts the record with `navigator.sendBeacon`, so the click is never delayed. */
export function beaconSink(url: string, nav: Pick<Navigator, "sendBeacon"> = navigator): BannerClickSink {
  return (record) => {
    try {
      nav.sendBeacon(url, new Blob([JSON.stringify(record)], { type: "application/json" }));
    } catch (e) {
      console.warn("[analytics] banner click not sent", e);
    }
  };
}

/** Production with `bannerClickSink` set → beacon; otherwise (development, or null) → no-op. */
export function resolveBannerClickSink({ production, url }: { production: boolean; url: string | null }): BannerClickSink {
  return production && url ? beaconSink(url) : noopSink;
}

let override: BannerClickSink | null = null;

/** Replace the sink (tests, or a deployment that wants another store). */
export function setBannerClickSink(sink: BannerClickSink | null): void {
  override = sink;
}

/** Records a banner click; never throws and never blocks the click. */
export function recordBannerClick(record: Omit<BannerClick, "timestamp"> & { timestamp?: string }): void {
  try {
    const sink = override ?? resolveBannerClickSink({ production: import.meta.env.PROD, url: getRuntimeConfig().bannerClickSink });
    sink({ ...record, timestamp: record.timestamp ?? new Date().toISOString() });
  } catch (e) {
    console.warn("[analytics] banner click not recorded", e);
  }
}
