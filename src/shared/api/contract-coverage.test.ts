// @vitest-environment node
// Every call the requirements list (R-API-2, docs/requirements.md) is an operation of the contract.
// The list is the product specification's, copied once; the contract side is read from openapi/lobby.yaml.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const SPEC_CALLS = [
  "POST /login",
  "GET /customers/profile",
  "GET /notification",
  "GET /customers/check-credit",
  "GET /customers/check-turnover",
  "GET /launch-game/{}/{}",
  "GET /customers/referral",
  "POST /customers/get-referral-bonus",
  "POST /customers/get-bonus/{}",
  "POST /customers/update-password",
  "POST /reset-password/start",
  "POST /reset-password/confirm-otp",
  "POST /reset-password/confirm-password",
  "POST /register/phone",
  "POST /register/otp",
  "POST /register/password",
  "POST /register/bank-account",
  "POST /requests/deposit/payment-gateway",
  "POST /requests/deposit/prepare",
  "POST /requests/deposit/{}/cancel",
  "POST /requests/withdraw",
  "GET /postback",
];
const METHODS = ["get", "post", "put", "patch", "delete"];

/** A contract path as the spec writes it: no /lobby/api prefix, every parameter as {}. */
const norm = (path: string) => path.replace(/^\/lobby\/api/, "").replace(/\{[^}]+\}/g, "{}");
const contract: { paths: Record<string, Record<string, unknown>> } = parse(readFileSync(new URL("../../../openapi/lobby.yaml", import.meta.url), "utf8"));
/** A path or an operation the contract marks as beyond the spec. */
const marked = (node: unknown) => typeof node === "object" && node !== null && (node as { "x-extension"?: unknown })["x-extension"] === true;
const operations = new Set(
  Object.entries(contract.paths).flatMap(([path, item]) => METHODS.filter((m) => m in item).map((m) => `${m.toUpperCase()} ${norm(path)}`)),
);

describe("contract coverage of the spec's calls", () => {
  it.each(SPEC_CALLS)("%s is in openapi/lobby.yaml", (call) => {
    expect(operations).toContain(call);
  });

  it("has no operation the spec does not list, except the marked extensions", () => {
    const extra = [...operations].filter((op) => !SPEC_CALLS.includes(op));
    const unmarked = extra.filter((op) => {
      const [method = "", path] = op.split(" ");
      const key = Object.keys(contract.paths).find((p) => norm(p) === path);
      const item = contract.paths[key ?? ""];
      return !(marked(item) || marked(item?.[method.toLowerCase()]));
    });
    expect(unmarked).toEqual([]);
  });
});
