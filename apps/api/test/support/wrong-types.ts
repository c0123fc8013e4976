import { type JsonSchema, variants } from "./route-inputs.ts";

/** A JSON type as the OpenAPI document names it ("integer" counts as "number"). */
type JsonType = "string" | "number" | "boolean" | "array" | "object" | "null";

/**
 * The JSON types a field's document admits: its `type`s, and the types of its `enum`/`const` values.
 * Empty when the document says nothing about the field (`{}`), which is itself a fault: the document
 * must say what a field takes (decision 0200).
 */
export function admittedTypes(schema: JsonSchema): Set<JsonType> {
  const out = new Set<JsonType>();
  for (const v of variants(schema)) {
    for (const t of [v.type ?? []].flat()) out.add(t === "integer" ? "number" : (t as JsonType));
    for (const value of [...(v.enum ?? []), ...(v.const !== undefined ? [v.const] : [])]) out.add(jsonTypeOf(value));
  }
  return out;
}

function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value === "number" ? "number" : (typeof value as JsonType);
}

function itemsOf(schema: JsonSchema): JsonSchema | undefined {
  return variants(schema).find((v) => v.items)?.items;
}

/**
 * JSON values of the wrong type for a field, as raw JSON text (so `1e309`, which JSON.stringify cannot
 * write, is sent as a client would): a boolean, array or object where the document admits none; a
 * number where it admits text, an enum or a boolean; `1e309` (Infinity once parsed) and 1e20 where it
 * admits a number; and for an array, items of a type its items do not admit (an id is never `true`).
 */
export function wrongJsonValues(schema: JsonSchema): [string, string][] {
  const types = admittedTypes(schema);
  const out: [string, string][] = [];
  if (!types.has("boolean")) out.push(["true", "true"], ["false", "false"]);
  if (!types.has("array")) out.push(["[]", "[]"], ["[1]", "[1]"]);
  if (!types.has("object")) out.push(["{}", "{}"], ['{"a":1}', '{"a":1}']);
  if (!types.has("number")) out.push(["a number", "12345"], ["1", "1"], ["0", "0"]);
  if (types.has("number")) out.push(["1e309", "1e309"], ["1e20", "1e20"], ["-1e309", "-1e309"]);
  const items = itemsOf(schema);
  if (types.has("array") && items) {
    for (const [label, raw] of wrongJsonValues(items).filter(([, r]) => !r.startsWith("[]"))) {
      out.push([`[${label}]`, `[${raw}]`]);
    }
  }
  return out;
}

/** A JSON body text: `base` with `field` set to the raw JSON `raw`. */
export function bodyWith(base: Record<string, unknown>, field: string, raw: string): string {
  const marker = "\u0000wrong\u0000";
  return JSON.stringify({ ...base, [field]: marker }).replace(JSON.stringify(marker), raw);
}
