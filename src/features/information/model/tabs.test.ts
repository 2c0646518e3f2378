// @vitest-environment node
import { describe, expect, it } from "vitest";
import { HOSTILE_VALUES } from "../../../../e2e/bad-input";
import { INFO_TABS, readTab } from "./tabs";

describe("?info= picks the information popup's tab", () => {
  it.each(INFO_TABS)("%s opens that tab", (tab) => expect(readTab(tab)).toBe(tab));

  it.each([...HOSTILE_VALUES, { name: "absent", value: null }, { name: "another case", value: "HISTORY" }])("$name opens the first tab", ({ value }) => {
    expect(readTab(value)).toBe("info");
  });
});
