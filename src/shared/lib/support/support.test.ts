// @vitest-environment node
import { describe, expect, it } from "vitest";
import { supportHref } from "./index";

describe("support link with the request reference", () => {
  it("turns a LINE official account link into its send-a-message link with the text", () => {
    expect(supportHref("https://line.me/R/ti/p/@lobby", "ฝากเงิน #9001")).toBe(
      "https://line.me/R/oaMessage/%40lobby/?%E0%B8%9D%E0%B8%B2%E0%B8%81%E0%B9%80%E0%B8%87%E0%B8%B4%E0%B8%99%20%239001",
    );
    expect(supportHref("line://ti/p/@lobby/", "ref 1")).toBe("line://oaMessage/%40lobby/?ref%201");
  });

  it("leaves other links as they are, and every link without a text", () => {
    expect(supportHref("https://line.me/ti/g2/abcdef", "ref 1")).toBe("https://line.me/ti/g2/abcdef");
    expect(supportHref("https://chat.example/support", "ref 1")).toBe("https://chat.example/support");
    expect(supportHref("https://line.me/R/ti/p/@lobby")).toBe("https://line.me/R/ti/p/@lobby");
  });
});
