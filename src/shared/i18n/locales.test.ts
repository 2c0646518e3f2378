// @vitest-environment node
import { describe, expect, it } from "vitest";
import { localePath, localeToTag, splitLocalePath } from "./locales";

describe("locale paths", () => {
  it("th has no prefix; en and cn are prefixed", () => {
    expect(localePath("th", "/deposit")).toBe("/deposit");
    expect(localePath("en", "/deposit")).toBe("/en/deposit");
    expect(localePath("cn", "/")).toBe("/cn");
  });
  it("splits a path into locale and the rest", () => {
    expect(splitLocalePath("/en/lobby/pgsoft")).toEqual({ locale: "en", rest: "/lobby/pgsoft" });
    expect(splitLocalePath("/cn")).toEqual({ locale: "cn", rest: "/" });
    expect(splitLocalePath("/lobby")).toEqual({ locale: "th", rest: "/lobby" });
    expect(splitLocalePath("/english")).toEqual({ locale: "th", rest: "/english" });
  });
  it("cn maps to zh-CN for i18next and Intl", () => {
    expect(localeToTag("cn")).toBe("zh-CN");
  });
});
