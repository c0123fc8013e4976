import { type Endpoint, todayIn } from "@gym/contracts";
import { type TestContext, testStartInstant } from "./context.ts";

/** The part of JSON Schema the OpenAPI document uses for request fields. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** What a route takes, read from its zod schemas through the OpenAPI document (plugins/openapi.ts). */
export interface RouteInputs {
  body: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  /** Body fields that are files (`format: binary`). */
  files: string[];
  /** Body fields the document marks required. */
  required: string[];
}

interface Operation {
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
}

/**
 * Reads the served OpenAPI document once and answers each catalogue entry's fields, so tests driven by
 * the catalogue (fuzz, forged uploads) reach every field of every route, including routes that land
 * after these tests were written, without a per-endpoint list.
 */
export async function loadRouteInputs(ctx: TestContext): Promise<(e: Endpoint) => RouteInputs> {
  const doc = (await ctx.app.inject({ url: "/api/openapi.json" })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return (e) => {
    const op = doc.paths[e.path]?.[e.method.toLowerCase()];
    if (!op) throw new Error(`${e.method} ${e.path} is not in the OpenAPI document`);
    const content = Object.values(op.requestBody?.content ?? {})[0]?.schema;
    const object = objectVariant(content);
    const body = object?.properties ?? {};
    const query = Object.fromEntries(
      (op.parameters ?? []).filter((p) => p.in === "query").map((p) => [p.name, p.schema ?? {}]),
    );
    const files = Object.keys(body).filter((name) => isFile(body[name]!));
    return { body, query, files, required: object?.required ?? [] };
  };
}

export function variants(schema: JsonSchema): JsonSchema[] {
  return [schema, ...(schema.anyOf ?? []).flatMap(variants), ...(schema.oneOf ?? []).flatMap(variants)];
}

function objectVariant(schema: JsonSchema | undefined): JsonSchema | undefined {
  return schema ? variants(schema).find((s) => s.properties) : undefined;
}

export function isFile(schema: JsonSchema): boolean {
  return variants(schema).some((s) => s.format === "binary");
}

/** A plausible value for a field, so that a hostile value in one field is the only thing wrong. */
export function plausible(schema: JsonSchema): unknown {
  const s = variants(schema).find((v) => v.type !== "null" && (v.type || v.enum || v.const !== undefined)) ?? schema;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  switch (type) {
    case "integer":
    case "number":
      return Math.max(1, s.minimum ?? 1);
    case "boolean":
      return true;
    case "array":
      return s.items ? [plausible(s.items)] : [];
    case "object":
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v)]));
    default:
      if (s.format === "date") return todayIn("Asia/Kolkata", testStartInstant());
      if (s.format === "email") return "fuzz@example.com";
      return "Fuzz 1";
  }
}
