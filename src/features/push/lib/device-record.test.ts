import { beforeEach, describe, expect, it } from "vitest";
import { PUSH_KEY } from "@/shared/api/push-record";
import { base64UrlToBytes, readRecord, writeRecord } from "./device-record";

describe("the device's push record", () => {
  beforeEach(() => localStorage.clear());

  it("is empty on a device that never answered", () => {
    expect(readRecord()).toEqual({});
  });
  it("keeps what a change leaves out", () => {
    writeRecord({ answered: true });
    writeRecord({ endpoint: "https://push.example/1" });
    expect(JSON.parse(localStorage.getItem(PUSH_KEY) ?? "{}")).toEqual({ answered: true, endpoint: "https://push.example/1" });
  });
});

describe("base64UrlToBytes", () => {
  it("reads the URL-safe alphabet", () => {
    expect([...base64UrlToBytes("-_8")]).toEqual([0xfb, 0xff]);
  });
});
