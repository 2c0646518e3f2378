import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderApp } from "@/shared/testing";
import { BANK_TABLE, BankIdentity, BankLogo, REGISTRATION_BANKS, findBank } from "../index";

afterEach(cleanup);

describe("bank table (R-DATA-10)", () => {
  it("about 40 entries keyed by short id, each with the spec's fields and a colour", () => {
    const entries = Object.entries(BANK_TABLE);
    expect(entries.length).toBeGreaterThanOrEqual(40);
    for (const [key, bank] of entries) {
      expect(bank.key).toBe(key);
      expect(bank.code, key).toMatch(/\S/);
      expect(bank.color, key).toMatch(/^#[0-9a-f]{6}$/);
      expect(bank.official_name, key).toMatch(/\S/);
      expect(bank.nice_name, key).toMatch(/\S/);
      expect(bank.thai_name, key).toMatch(/\p{Script=Thai}/u);
    }
  });

  it("PromptPay under 25 to 29 and pp01; 011 under both tmb and ttb; TrueMoney", () => {
    for (const key of ["25", "26", "27", "28", "29", "pp01"]) expect(BANK_TABLE[key]?.nice_name, key).toBe("PromptPay");
    expect(
      Object.values(BANK_TABLE)
        .filter((b) => b.code === "011")
        .map((b) => b.key)
        .sort(),
    ).toEqual(["tmb", "ttb"]);
    expect(BANK_TABLE.tmb?.thai_name).toBe("ธนาคารทหารไทยธนชาต");
    expect(BANK_TABLE.truemoney?.thai_name).toBe("ทรูมันนี่ วอลเล็ท");
  });

  it("registration still offers the spec's 14, in its order", () => {
    expect(REGISTRATION_BANKS.map((b) => b.key)).toEqual([
      "kbank",
      "scb",
      "bbl",
      "bay",
      "ktb",
      "ttb",
      "gsb",
      "baac",
      "uob",
      "tisco",
      "cimb",
      "lhb",
      "ghb",
      "kk",
    ]);
  });

  it("looks the profile's code up trimmed and lower-cased, by short id then by clearing code", () => {
    expect(findBank("  KBank ")?.key).toBe("kbank");
    expect(findBank("TMB")?.code).toBe("011");
    expect(findBank(" PP01")?.nice_name).toBe("PromptPay");
    expect(findBank("25")?.nice_name).toBe("PromptPay");
    expect(findBank("025")?.key).toBe("bay");
    expect(findBank("011")?.key).toBe("ttb");
    expect(findBank("TrueMoney")?.key).toBe("truemoney");
    expect(findBank("nobank")).toBeNull();
    expect(findBank("  ")).toBeNull();
    expect(findBank("constructor")).toBeNull();
  });

  it("every entry has a mark: a drawn emblem or its letters, on its colour", async () => {
    await renderApp(
      <>
        {Object.values(BANK_TABLE).map((b) => (
          <BankLogo key={b.key} bank={b} />
        ))}
      </>,
    );
    const marks = screen.getAllByTestId("bank-logo");
    expect(marks).toHaveLength(Object.keys(BANK_TABLE).length);
    for (const mark of marks) {
      const bank = BANK_TABLE[mark.dataset.bank ?? ""];
      expect(mark.style.background, mark.dataset.bank).not.toBe("");
      expect(bank).toBeDefined();
      expect(mark.querySelector("svg path")?.getAttribute("d") || mark.textContent, mark.dataset.bank).toMatch(/\S/);
    }
    // The old TMB id and PromptPay's keys share a drawn mark, not letters.
    for (const key of ["tmb", "26", "pp01", "truemoney"]) expect(marks.find((mark) => mark.dataset.bank === key)?.querySelector("svg"), key).toBeTruthy();
  });
});

describe("a member's bank on screen", () => {
  it.each([
    ["th", " KBANK ", "ธนาคารกสิกรไทย"],
    ["en", "kbank", "Kasikornbank"],
    ["cn", "kbank", "开泰银行"],
    // No Chinese name in common use: the English one.
    ["cn", "tisco", "TISCO Bank"],
    ["en", "pp01", "PromptPay"],
    ["th", "TMB", "ธนาคารทหารไทยธนชาต"],
  ] as const)("%s, code %j: %s with its mark", async (locale, code, name) => {
    await renderApp(<BankIdentity code={code} />, { locale });
    expect(screen.queryByText(name)).not.toBeNull();
    expect(within(screen.getByTestId("bank-identity")).queryByTestId("bank-logo")).not.toBeNull();
  });

  it("a code the table does not know shows the code itself, never an empty cell", async () => {
    await renderApp(<BankIdentity code="  xyzbank " />, { locale: "en" });
    expect(screen.getByTestId("bank-identity").textContent).toBe("xyzbank");
    expect(screen.queryByTestId("bank-logo")).toBeNull();
  });
});
