import { isStorableText, unstorableText } from "@gym/contracts";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { badRequest } from "../lib/http-errors.ts";
import { UploadedFile } from "../uploads/uploaded-file.ts";

/** Deeper than any contract nests: nothing below this reaches a column without failing validation first. */
const MAX_DEPTH = 16;

/**
 * Refuses, for every route, a path parameter, body value or field name that PostgreSQL cannot store
 * as text: a NUL character or an unpaired surrogate (issue 7 §6). Checked once here, after the body is
 * parsed and the token checked and before validation, so no area has to remember it (the contracts'
 * `requiredText`/`optionalText` say the same for the web's forms). 400, never a 500. Query values are
 * search terms and filters: there the two are dropped instead (a NUL) or made U+FFFD (a lone
 * surrogate), so "sharma\0" still finds Sharma, as the search boxes always did.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  // Callback-style: nothing here is awaited, and an async hook costs every request a promise (issue 28 §2).
  app.addHook("preValidation", (request, _reply, done) => {
    cleanQuery(request.query);
    const field = unstorableIn(request.params) ?? unstorableIn(request.body);
    if (field === null) return done();
    const message = unstorableText(field);
    done(badRequest(message, { errors: { [field]: message } }));
  });
});

/** The path of the first unstorable string (or field name) in a parsed value, or null. */
export function unstorableIn(value: unknown, path = "", depth = 0): string | null {
  if (typeof value === "string") return isStorableText(value) ? null : path || "value";
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH || value instanceof UploadedFile) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return "a field name";
    const found = unstorableIn(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function cleanQuery(query: unknown): void {
  if (!query || typeof query !== "object") return;
  const values = query as Record<string, unknown>;
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === "string" && !isStorableText(value)) values[key] = storable(value);
    else if (Array.isArray(value)) values[key] = value.map((v) => (typeof v === "string" ? storable(v) : v));
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const storable = (text: string) => text.replaceAll("\u0000", "").replace(LONE_SURROGATE, "\uFFFD");
