import { fork } from "effector";
import { describe, expect, it, vi } from "vitest";
import { shippedConfig } from "@/shared/config/testing";

const startFieldReports = vi.fn();
vi.mock("./field-reports", () => ({ startFieldReports }));

describe("after the page has loaded", () => {
  it("starts no field reports, and loads none of their code, where config.json names no collector", async () => {
    const { afterLoad } = await import("./after-load");
    expect(afterLoad(fork(), shippedConfig())).toBeNull();
    expect(afterLoad(fork(), shippedConfig({ fieldReports: null }))).toBeNull();
    expect(startFieldReports).not.toHaveBeenCalled();
  });

  it("starts them with the configured collector", async () => {
    const { afterLoad } = await import("./after-load");
    const fieldReports = { collectorUrl: "https://otel.example/v1/logs", vitalsSampleRate: 0.1 };
    const scope = fork();
    await afterLoad(scope, shippedConfig({ fieldReports }));
    expect(startFieldReports).toHaveBeenCalledWith(fieldReports, scope);
  });
});
