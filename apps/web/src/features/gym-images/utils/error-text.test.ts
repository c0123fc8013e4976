import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error.ts";
import { serverErrorText } from "./error-text.ts";

describe("serverErrorText", () => {
  it("prefers the server's error, then its message, then the screen's text", () => {
    expect(serverErrorText(new ApiError(400, { error: "e", serverMessage: "m" }, null, "x"), "Failed")).toBe("e");
    expect(serverErrorText(new ApiError(400, { serverMessage: "m" }, null, "x"), "Failed")).toBe("m");
    expect(serverErrorText(new ApiError(0, {}, null, "x"), "Failed to add images")).toBe("Failed to add images");
    expect(serverErrorText(new Error("boom"), "Failed to update image")).toBe("Failed to update image");
  });
});
