import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error.ts";
import { stubFetch } from "../../../test/stub-fetch.ts";
import { SIGN_IN_PATH, signIn, signInErrorText } from "./sign-in.ts";

describe("signInErrorText (part 1 §8)", () => {
  const failure = (status: number, texts: ApiError["texts"]) => new ApiError(status, texts, undefined, "x");

  it("success:false answers show error_message or 'Login failed'", () => {
    expect(signInErrorText(failure(200, { errorMessage: "Gym is suspended", error: "other" }))).toBe(
      "Gym is suspended",
    );
    expect(signInErrorText(failure(200, { error: "ignored here" }))).toBe("Login failed");
  });

  it("failed requests show error_message, then error, then the long fallback", () => {
    expect(signInErrorText(failure(401, { errorMessage: "Invalid credentials", error: "e" }))).toBe(
      "Invalid credentials",
    );
    expect(signInErrorText(failure(429, { error: "Too many" }))).toBe("Too many");
    expect(signInErrorText(failure(500, {}))).toBe("Login failed. Please check your credentials and try again.");
    expect(signInErrorText(failure(0, {}))).toBe("Login failed. Please check your credentials and try again.");
    expect(signInErrorText(new Error("boom"))).toBe("Login failed. Please check your credentials and try again.");
  });
});

describe("signIn", () => {
  const { fetchMock } = stubFetch();

  it("posts the credentials with user_type fixed to admin", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, token: "t" }), { status: 200 }));
    await signIn({ schema_name: "demo_gym", username: "owner", password: "pw" });
    const [url, init] = fetchMock.mock.lastCall ?? [];
    expect(url).toBe(SIGN_IN_PATH);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      schema_name: "demo_gym",
      username: "owner",
      password: "pw",
      user_type: "admin",
    });
  });
});
