// @vitest-environment node
import { describe, expect, it } from "vitest";
import { bootScript } from "../scripts/boot-script.mjs";
import { inlineBootScript } from "./inline-boot-script.ts";

describe("the inlined boot script", () => {
  it("is the code whose hash the CSP names, in the head", () => {
    const tags = (inlineBootScript().transformIndexHtml as () => unknown)();
    expect(tags).toEqual([{ tag: "script", children: bootScript().code, injectTo: "head" }]);
  });
});
