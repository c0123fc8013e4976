import { describe, expect, it } from "vitest";
import { ApiError, failureText, serverFailureText } from "./api-error.ts";

describe("serverFailureText", () => {
  it("prefers the server's error, then its message", () => {
    expect(serverFailureText(new ApiError(409, { error: "Taken", serverMessage: "m" }, null, "x"))).toBe("Taken");
    expect(serverFailureText(new ApiError(400, { serverMessage: "Bad" }, null, "x"))).toBe("Bad");
  });

  it("names network failures and says nothing otherwise", () => {
    expect(serverFailureText(new ApiError(0, {}, null, "Network error. Please try again."))).toBe(
      "Network error. Please try again.",
    );
    expect(serverFailureText(new ApiError(500, {}, null, "Request failed (500)"))).toBeUndefined();
    expect(serverFailureText(new Error("boom"))).toBeUndefined();
  });
});

describe("failureText", () => {
  it("falls back to the screen's text when the server said nothing", () => {
    expect(failureText(new ApiError(500, {}, null, "x"), "Failed to fetch transactions")).toBe(
      "Failed to fetch transactions",
    );
    expect(failureText(new ApiError(400, { error: "Category name is required" }, null, "x"), "f")).toBe(
      "Category name is required",
    );
  });
});
