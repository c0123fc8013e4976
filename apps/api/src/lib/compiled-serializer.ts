import fastJson from "fast-json-stringify";
import { z } from "zod";

/**
 * A response serialiser compiled once from a contract's zod schema (issue 28 §2; measured in
 * docs/performance.md): fast-json-stringify from the schema's JSON Schema (zod's own
 * `toJSONSchema`, output side), instead of zod-encoding the answer and then `JSON.stringify` on every
 * request. It writes exactly the schema's properties, in the schema's order, as the zod path does (zod
 * objects drop unknown keys); a missing required property throws (a 500, as a failed zod encode did).
 * It does not re-check values the handler built (an enum's value, an integer): the handlers' types do,
 * and a test per route holds its output equal to the zod-encoded one.
 */
export function compiledSerializer(schema: z.ZodType): (data: unknown) => string {
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, { io: "output", target: "draft-7" });
  return fastJson(json as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
}

/** What the zod type provider sends for `data` under `schema` (the reference the compiled one must equal). */
export function zodSerialized(schema: z.ZodType, data: unknown): string {
  return JSON.stringify(z.encode(schema, data as never));
}
