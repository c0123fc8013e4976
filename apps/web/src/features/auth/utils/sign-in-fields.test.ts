import { describe, expect, it } from "vitest";
import { signInCredentials, signInErrors } from "./sign-in-fields.ts";

describe("signInErrors (part 1 §5)", () => {
  it("requires all three fields, naming each by its label", () => {
    expect(signInErrors({ schema_name: "", username: "", password: "" })).toEqual({
      schema_name: "Gym Schema is required",
      username: "Username is required",
      password: "Password is required",
    });
  });

  it("counts spaces alone as missing and accepts any other value, however short", () => {
    expect(signInErrors({ schema_name: "  ", username: "a", password: " x" })).toEqual({
      schema_name: "Gym Schema is required",
    });
    expect(signInErrors({ schema_name: "demo_gym", username: "o", password: "p" })).toEqual({});
  });
});

describe("signInCredentials", () => {
  it("trims the schema and username but sends the password exactly as typed", () => {
    expect(signInCredentials({ schema_name: " demo_gym ", username: " owner ", password: " pw " })).toEqual({
      schema_name: "demo_gym",
      username: "owner",
      password: " pw ",
    });
  });
});
