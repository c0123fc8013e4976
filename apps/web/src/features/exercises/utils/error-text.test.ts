import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error.ts";
import { serverFailureText } from "./error-text.ts";

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
