import type { FastifySchemaCompiler, FastifySchemaValidationError } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";

/** Query strings remembered per route: the few a dashboard asks again and again (pages, searches). */
export const MEMOIZED_QUERIES_PER_ROUTE = 256;

type Validate = (data: unknown) => { value?: unknown; error?: Error | FastifySchemaValidationError[] };

/**
 * The hot reads' query-string check (issue 28 §2, decision 0386): the contract's zod parse, remembered
 * for the query strings it accepted. Browsers ask the same few (`page=2&page_size=50`, a search) over and
 * over, and zod's parse of them was about 0.1 ms per request on the members list.
 *
 * It behaves exactly as the zod check does, by construction:
 * - only a query whose every value is a string (what the query parser gives for a name seen once) is
 *   remembered, under its exact names and values in order; anything else goes to zod every time;
 * - a refused query is never remembered: every refusal, hostile or not, is zod's, with zod's issues;
 * - an accepted query is remembered only when zod's answer is flat (strings, numbers, booleans, null,
 *   undefined), and each request gets its own copy, so a handler cannot change what the next one gets.
 * It is for contracts whose parse depends on the query alone (no clock, no default made per call):
 * `membersListQuery`, `dashboardHomeQuery` and `byMonthQuery`, the only routes that use it.
 */
export function memoizedQueryValidator<S>(
  route: Parameters<FastifySchemaCompiler<S>>[0],
): ReturnType<FastifySchemaCompiler<S>> {
  const check = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]) as Validate;
  if (route.httpPart !== "querystring") return check;
  const accepted = new Map<string, Readonly<Record<string, unknown>>>();
  return (data: unknown) => {
    const key = queryKey(data);
    if (key === null) return check(data);
    const hit = accepted.get(key);
    if (hit) return { value: { ...hit } };
    const result = check(data);
    if (result.error === undefined && isFlat(result.value)) {
      // First in, first out: a flood of distinct queries only ever costs the zod parse it would anyway.
      if (accepted.size >= MEMOIZED_QUERIES_PER_ROUTE) accepted.delete(accepted.keys().next().value!);
      accepted.set(key, Object.freeze({ ...result.value }));
    }
    return result;
  };
}

/** The query's names and values in order, unambiguous (JSON), or null when a value is not a string. */
function queryKey(data: unknown): string | null {
  if (data === null || typeof data !== "object") return null;
  const values = data as Record<string, unknown>;
  for (const name in values) if (typeof values[name] !== "string") return null;
  return JSON.stringify(values);
}

function isFlat(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  for (const item of Object.values(value)) if (item !== null && typeof item === "object") return false;
  return Object.getPrototypeOf(value) === Object.prototype;
}
