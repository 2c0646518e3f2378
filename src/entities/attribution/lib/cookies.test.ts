// Bad input through the URL: the click id, the affiliate and referral ids reach these functions from
// the route guards (src/app/routing/guards.ts). Each hostile value of e2e/bad-input.ts is refused:
// nothing is stored, so nothing unchecked is ever sent at registration. The browser
// (e2e/bad-input.spec.ts) keeps one hostile value per URL input through the real routes.
import { afterEach, describe, expect, it } from "vitest";
import { AFFILIATE_COOKIE, CLICK_COOKIE, REFERRAL_COOKIE } from "@/shared/config";
import { getCookie, removeCookie } from "@/shared/lib/cookie";
import { HOSTILE_VALUES } from "../../../../e2e/bad-input";
import { captureAffiliate, captureClickId, captureReferral, readClickId, referrerKeys } from "./cookies";

afterEach(() => {
  for (const name of [AFFILIATE_COOKIE, CLICK_COOKIE, REFERRAL_COOKIE]) removeCookie(name);
});

// Ad click ids are opaque tokens of letters, digits, dots and dashes: "abc-12.5e3" is a real one.
const CLICK_ID_LEGITIMATE = ["non-numeric"];
const hostile = HOSTILE_VALUES.filter((v) => v.value !== "");

describe("hostile values in the URL are refused, nothing is stored", () => {
  it.each(hostile)("click_id: $name", ({ name, value }) => {
    captureClickId(new URLSearchParams({ click_id: value }));
    expect(readClickId()).toBe(CLICK_ID_LEGITIMATE.includes(name) ? value : null);
  });

  it.each(hostile)("affiliate id (/u/:id): $name", ({ name, value }) => {
    // "abc-12.5e3" has a dot, which no affiliate key has.
    expect(captureAffiliate(value, { name: value })).toBe(false);
    expect(getCookie(AFFILIATE_COOKIE), name).toBeNull();
    expect(referrerKeys()).toEqual({});
  });

  it.each(hostile)("referral id (/ref?id=): $name", ({ name, value }) => {
    expect(captureReferral(value)).toBe(false);
    expect(getCookie(REFERRAL_COOKIE), name).toBeNull();
    expect(referrerKeys()).toEqual({});
  });
});

describe("valid values are kept (the checks are not a blanket refusal)", () => {
  it("a click id", () => {
    captureClickId(new URLSearchParams({ click_id: "abc.123-x" }));
    expect(readClickId()).toBe("abc.123-x");
  });

  it("an affiliate key with its display fields, trimmed and capped; it wins over a referral key", () => {
    expect(captureReferral("friend_42")).toBe(true);
    expect(referrerKeys()).toEqual({ referral_key: "friend_42" });
    expect(captureAffiliate("aff-7", { name: `  ${"ก".repeat(100)}  `, line: "" })).toBe(true);
    expect(referrerKeys()).toEqual({ affiliate_key: "aff-7" });
    expect(JSON.parse(getCookie(AFFILIATE_COOKIE)!)).toEqual({ affiliate_key: "aff-7", name: "ก".repeat(64) });
  });
});
