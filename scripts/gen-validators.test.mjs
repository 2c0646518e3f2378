// @vitest-environment node
import { describe, expect, it } from "vitest";
import { validatorFiles } from "./gen-validators.mjs";

/** One operation whose answer has properties named like annotations, and annotations beside them. */
const doc = {
  openapi: "3.1.0",
  paths: {
    "/notes": {
      get: {
        operationId: "listNotes",
        responses: {
          200: {
            description: "The notes",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  description: "Every note the server keeps (an annotation the bundle never needs).",
                  required: ["description", "example"],
                  properties: {
                    description: { type: "string", description: "A property that happens to be called description." },
                    example: { type: "integer", example: 3 },
                    "x-note": { type: "string" },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

const load = async () => {
  const code = validatorFiles(doc)["validators/listNotes.js"];
  return { code, module: await import(`data:text/javascript,${encodeURIComponent(code)}`) };
};

describe("answer validators generated from the contract", () => {
  it("keep properties named description, example or x-*, and check them", async () => {
    const { module } = await load();
    expect(module.s200({ description: "a", example: 1, "x-note": "b" })).toBe(true);
    expect(module.s200({ example: 1 })).toBe(false);
    expect(module.s200.errors?.[0]).toMatchObject({ instancePath: "", keyword: "required", params: { missingProperty: "description" } });
    expect(module.s200({ description: "a", example: "three" })).toBe(false);
    expect(module.s200.errors?.[0]).toMatchObject({ instancePath: "/example", keyword: "type", message: "must be integer" });
    expect(module.s200({ description: "a", example: 1, "x-note": 2 })).toBe(false);
    expect(module.declared).toEqual(["200"]);
  });

  it("ship neither the schemas' descriptions nor Ajv's schemaPath, which the client never reads", async () => {
    const { code, module } = await load();
    expect(code).not.toContain("an annotation the bundle never needs");
    expect(code).not.toContain("happens to be called description");
    expect(code).not.toMatch(/schemaPath/);
    module.s200({});
    expect(module.s200.errors?.[0]).not.toHaveProperty("schemaPath");
  });
});
