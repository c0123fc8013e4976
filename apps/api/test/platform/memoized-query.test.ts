import { dashboardHomeQuery, membersListQuery } from "@gym/contracts";
import { validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { MEMOIZED_QUERIES_PER_ROUTE, memoizedQueryValidator } from "../../src/lib/memoized-query.ts";

type Check = (data: unknown) => { value?: unknown; error?: unknown };
const route = (schema: unknown) => ({ schema, method: "GET", url: "/x", httpPart: "querystring" }) as never;
const compile = (schema: unknown) => ({
  memo: memoizedQueryValidator(route(schema)) as Check,
  zod: validatorCompiler(route(schema)) as Check,
});
const json = (result: { value?: unknown; error?: unknown }) =>
  JSON.stringify(result, (_key, v) => (v instanceof Error ? { ...v, name: v.name, message: v.message } : v));

// The hot reads' remembered query check (decision 0386) answers what zod answers, every time.
describe("memoizedQueryValidator", () => {
  const queries: unknown[] = [
    {},
    { page: "2", page_size: "50" },
    { search: "sharma" },
    { search: "  sharma  ", status: "active" },
    { page: "0" },
    { page: "-1", page_size: "1000" },
    { page: "abc" },
    { page: "1e3" },
    { page_size: "" },
    { search: "x".repeat(101) },
    { status: "nope" },
    { archived: "true" },
    { archived: "maybe" },
    { page: ["1", "2"] },
    { token: "abc", schema_name: "gym_1", page: "3" },
    { today: "2026-02-30" },
    { today: "2026-12-03" },
    { today: "" },
    { __proto__: "x", page: "2" },
    Object.assign(Object.create(null), { page: "4" }),
  ];
  for (const schema of [membersListQuery, dashboardHomeQuery]) {
    it(`answers as zod does, first and second time (${schema === membersListQuery ? "members" : "home"})`, () => {
      const { memo, zod } = compile(schema);
      for (const query of queries) {
        const expected = json(zod(query));
        expect(json(memo(query)), JSON.stringify(query)).toBe(expected);
        expect(json(memo(query)), JSON.stringify(query)).toBe(expected);
      }
    });
  }

  it("gives each request its own copy, so a handler's change does not reach the next request", () => {
    const { memo } = compile(membersListQuery);
    const first = memo({ page: "2" }).value as Record<string, unknown>;
    first.page = 99;
    expect((memo({ page: "2" }).value as Record<string, unknown>).page).toBe(2);
  });

  it("keeps answering as zod does past its size (oldest forgotten first)", () => {
    const { memo, zod } = compile(membersListQuery);
    for (let i = 1; i <= MEMOIZED_QUERIES_PER_ROUTE * 2; i++) memo({ page: String(i) });
    for (const page of ["1", "300", String(MEMOIZED_QUERIES_PER_ROUTE * 2)]) {
      expect(json(memo({ page }))).toBe(json(zod({ page })));
    }
  });
});
