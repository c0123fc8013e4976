import { describe, expect, it } from "vitest";
import { filtersToParams, isFiltered, parseTransactionFilters } from "./transaction-filters.ts";

describe("transaction filters in the query string", () => {
  it("round-trips every filter", () => {
    const f = {
      start_date: "2026-11-01",
      end_date: "2026-11-26",
      transaction_type: "INCOME" as const,
      category: 4,
      payment_method: "UPI" as const,
      search: "rent",
      page: 3,
    };
    expect(parseTransactionFilters(filtersToParams(f))).toEqual(f);
    expect(filtersToParams(f).get("type")).toBe("income");
  });

  it("drops anything malformed", () => {
    const p = new URLSearchParams("start_date=yesterday&type=transfer&category=-1&method=BITCOIN&page=0&search=%20%20");
    expect(parseTransactionFilters(p)).toEqual({});
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ search: "x" })).toBe(true);
  });
});
