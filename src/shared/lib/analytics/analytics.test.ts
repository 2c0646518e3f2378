import { afterEach, describe, expect, it, vi } from "vitest";
import { beaconSink, noopSink, recordBannerClick, resolveBannerClickSink, setBannerClickSink, type BannerClick } from "./index";

afterEach(() => {
  setBannerClickSink(null);
  vi.restoreAllMocks();
});

const click: BannerClick = { phone: "0812345678", gameID: "pgsoft/mahjong-ways", gameName: "Mahjong Ways", timestamp: "2026-11-22T10:00:00.000Z" };

describe("banner click sink", () => {
  it("is a no-op in development or without a URL", () => {
    expect(resolveBannerClickSink({ production: false, url: "https://sink.invalid/c" })).toBe(noopSink);
    expect(resolveBannerClickSink({ production: true, url: null })).toBe(noopSink);
  });

  it("sends the record as JSON with sendBeacon in production", async () => {
    const sendBeacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
    beaconSink("https://sink.invalid/c", { sendBeacon })(click);
    expect(sendBeacon).toHaveBeenCalledOnce();
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe("https://sink.invalid/c");
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(body as Blob);
    });
    expect((body as Blob).type).toBe("application/json");
    expect(JSON.parse(text)).toEqual(click);
  });

  it("never throws when the beacon fails", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const sendBeacon = () => {
      throw new Error("blocked");
    };
    expect(() => beaconSink("https://sink.invalid/c", { sendBeacon })(click)).not.toThrow();
  });

  it("records through the chosen sink with a timestamp", () => {
    const seen: BannerClick[] = [];
    setBannerClickSink((r) => seen.push(r));
    recordBannerClick({ phone: null, gameID: "jili/super-ace", gameName: "Super Ace" });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ phone: null, gameID: "jili/super-ace", gameName: "Super Ace" });
    expect(Number.isNaN(Date.parse(seen[0]!.timestamp))).toBe(false);
  });

  it("swallows errors of a throwing sink", () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    setBannerClickSink(() => {
      throw new Error("boom");
    });
    expect(() => recordBannerClick({ phone: null, gameID: "a/b", gameName: "B" })).not.toThrow();
  });
});
