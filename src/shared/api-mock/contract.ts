/**
 * The contract's operations with their named examples and request checks, read from openapi/lobby.yaml
 * and the files it references. No file system here: the caller hands the files in (Node reads them
 * from disk for the tests).
 */
import { parse } from "yaml";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import type { JsonBodyType } from "msw";

export interface Example {
  status: number;
  body: JsonBodyType;
}

export interface Operation {
  id: string;
  method: "get" | "post" | "put" | "patch" | "delete";
  /** The URL path MSW matches ("/lobby/api/customers/get-bonus/:id"). */
  url: string;
  examples: Map<string, Example>;
  /** The first example of the first success answer: what Prism serves when not asked for another. */
  first: string;
  /** The contract's request body schema and its media type, if the operation takes a body. */
  body?: { media: string; check: ValidateFunction };
  /** Path parameters by name. */
  params: Map<string, ValidateFunction>;
}

/** A contract file's text by its path relative to openapi/ ("lobby.yaml", "examples/profile.yaml"). */
export type ContractFiles = (file: string) => string;

type Node = Record<string, unknown>;
const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** `#/components/schemas/X` → `lobby.json#/$defs/X`, annotations Ajv's strict mode does not know dropped (as scripts/gen-validators.mjs). */
function rebase(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rebase);
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node as Node)
      .filter(([k]) => k !== "example" && k !== "examples" && !k.startsWith("x-"))
      .map(([k, v]) => [k, k === "$ref" && typeof v === "string" ? v.replace("#/components/schemas/", "lobby.json#/$defs/") : rebase(v)]),
  );
}

/** Every operation of the contract with its named examples, by operationId. */
export function loadOperations(files: ContractFiles): Map<string, Operation> {
  const docs = new Map<string, Node>();
  const doc = (file: string) => docs.get(file) ?? docs.set(file, parse(files(file)) as Node).get(file)!;
  const root = doc("lobby.yaml");
  /** Resolves a `$ref` (in this file or in a file beside it, e.g. ./examples/profile.yaml#/memberWithBank). */
  const deref = (node: Node): Node => {
    const ref = node.$ref;
    if (typeof ref !== "string") return node;
    const [file, pointer = ""] = ref.split("#");
    const target = pointer
      .split("/")
      .filter(Boolean)
      .reduce<unknown>((at, key) => (at as Node | undefined)?.[key.replaceAll("~1", "/").replaceAll("~0", "~")], file ? doc(file.replace(/^\.\//, "")) : root);
    if (!target) throw new Error(`contract: ${ref} not found`);
    return deref(target as Node);
  };
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false });
  ajv.addSchema({ $id: "lobby.json", $defs: rebase((root.components as Node | undefined)?.schemas ?? {}) });
  const base = ((root.servers as Node[] | undefined)?.[0]?.url as string | undefined) ?? "";
  const operations = new Map<string, Operation>();
  for (const [route, item] of Object.entries(root.paths as Record<string, Node>)) {
    for (const method of METHODS) {
      const op = item[method] as Node | undefined;
      if (!op) continue;
      const server = ((op.servers ?? item.servers) as Node[] | undefined)?.[0]?.url as string | undefined;
      const prefix = (server ?? base).replace(/\/$/, "");
      const examples = new Map<string, Example>();
      for (const [code, response] of Object.entries((op.responses ?? {}) as Record<string, Node>)) {
        const status = code === "5XX" ? 500 : code === "4XX" ? 400 : Number(code);
        for (const media of Object.values((deref(response).content ?? {}) as Record<string, Node>)) {
          for (const [name, example] of Object.entries((media.examples ?? {}) as Record<string, Node>)) {
            examples.set(name, { status, body: deref(example).value as JsonBodyType });
          }
        }
      }
      const first = [...examples].find(([, e]) => e.status < 300)?.[0] ?? [...examples.keys()][0] ?? "";
      const requestBody = op.requestBody ? deref(op.requestBody as Node) : undefined;
      const [media, content] = Object.entries((requestBody?.content ?? {}) as Record<string, Node>)[0] ?? [];
      const body = media && content?.schema ? { media, check: ajv.compile(rebase(content.schema) as object) } : undefined;
      const params = new Map<string, ValidateFunction>();
      for (const param of ((op.parameters ?? item.parameters ?? []) as Node[]).map(deref)) {
        if (param.in === "path" && param.schema) params.set(param.name as string, ajv.compile(rebase(param.schema) as object));
      }
      const id = op.operationId as string;
      operations.set(id, { id, method, url: `${prefix}${route.replace(/\{([^}]+)\}/g, ":$1")}`, examples, first, body, params });
    }
  }
  return operations;
}
