import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/api-error.ts";
import { shouldRetryQuery } from "./query-client.ts";

const apiError = (status: number) => new ApiError(status, {}, undefined, "x");

describe("shouldRetryQuery", () => {
  it("never retries 4xx answers", () => {
    for (const status of [400, 401, 403, 404, 429]) expect(shouldRetryQuery(0, apiError(status))).toBe(false);
  });

  it("retries network failures and 5xx a couple of times", () => {
    expect(shouldRetryQuery(0, apiError(0))).toBe(true);
    expect(shouldRetryQuery(1, apiError(503))).toBe(true);
    expect(shouldRetryQuery(2, apiError(503))).toBe(false);
  });
});
