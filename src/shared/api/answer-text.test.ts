// @vitest-environment node
import { describe, expect, it } from "vitest";
import { safeAnswer, TEXT_LIMIT } from "./answer-text";

describe("safeAnswer", () => {
  it("returns an answer with nothing to mend as it came, not a copy", () => {
    const answer = JSON.parse('{"success":true,"data":[{"name":"Jade Fruit","tags":["hot"],"rtp":96.5,"img":null}]}') as unknown;
    const safe = safeAnswer(answer);
    expect(safe.cut).toEqual([]);
    expect(safe.value).toBe(answer);
  });

  it("copies only the path to a mended string; the rest of the answer is shared", () => {
    const answer = {
      data: [
        { name: "A\u202Eb", tags: ["x"] },
        { name: "Ok", tags: ["y"] },
      ],
      meta: { page: 1 },
    };
    const safe = safeAnswer(answer);
    const value = safe.value as typeof answer;
    expect(value).not.toBe(answer);
    expect(value.data[0]).toEqual({ name: "Ab", tags: ["x"] });
    expect(value.data[0]?.tags).toBe(answer.data[0]?.tags);
    expect(value.data[1]).toBe(answer.data[1]);
    expect(value.meta).toBe(answer.meta);
    // The answer it was given is untouched.
    expect(answer.data[0]?.name).toBe("A\u202Eb");
  });

  it("names each cut string by its JSON pointer, with its field's limit", () => {
    const long = "x".repeat(TEXT_LIMIT + 5);
    const safe = safeAnswer({ data: [{ name: "ok" }, { name: long, referral_key: "k".repeat(300) }] });
    expect(safe.cut).toEqual(["/data/1/name", "/data/1/referral_key"]);
    const item = (safe.value as { data: Array<{ name: string; referral_key: string }> }).data[1];
    expect(item?.name).toHaveLength(TEXT_LIMIT);
    expect(item?.name.endsWith("…")).toBe(true);
    expect(item?.referral_key).toHaveLength(256);
  });

  it("keeps a key named __proto__ a key when its object is copied", () => {
    const answer = JSON.parse('{"__proto__":"a\\u200Bb","other":1}') as Record<string, unknown>;
    const value = safeAnswer(answer).value as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(["__proto__", "other"]);
    expect(Object.getOwnPropertyDescriptor(value, "__proto__")?.value).toBe("ab");
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });
});
