import { REGISTER_MEMBER_FAILED, REGISTRATION_FAILED } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error.ts";
import {
  type RegisterMemberInput,
  registrationErrorText,
  registrationFieldErrors,
  toRegisterFormData,
} from "./register-member.ts";

const failure = (status: number, body: unknown) => new ApiError(status, readTexts(body), body, "x");
function readTexts(body: unknown) {
  const b = (body ?? {}) as Record<string, string>;
  return { ...(b.error ? { error: b.error } : {}), ...(b.message ? { serverMessage: b.message } : {}) };
}

describe("registrationErrorText (part 1 §8)", () => {
  it("shows the server's error, then its message", () => {
    expect(
      registrationErrorText(failure(409, { success: false, error: "Username already exists", message: "m" })),
    ).toBe("Username already exists");
    expect(registrationErrorText(failure(400, { success: false, message: "Check the form" }))).toBe("Check the form");
  });

  it("falls back to 'Registration failed' for a bare failure answer, else the long text", () => {
    expect(registrationErrorText(failure(400, { success: false }))).toBe(REGISTRATION_FAILED);
    expect(registrationErrorText(failure(500, "<html>"))).toBe(REGISTER_MEMBER_FAILED);
    expect(registrationErrorText(failure(0, undefined))).toBe(REGISTER_MEMBER_FAILED);
    expect(registrationErrorText(new TypeError("boom"))).toBe(REGISTER_MEMBER_FAILED);
  });

  it("shows the server's 401 for a missing token (part 1 §5: 'No authentication token found')", () => {
    const noToken = failure(401, { success: false, error: "No authentication token found" });
    expect(registrationErrorText(noToken)).toBe("No authentication token found");
  });
});

describe("registrationFieldErrors", () => {
  it("reads the errors map, joining lists", () => {
    const error = failure(400, {
      success: false,
      error: "e",
      errors: { email: "taken", phone: ["bad", "short"], x: 3 },
    });
    expect(registrationFieldErrors(error)).toEqual({ email: "taken", phone: "bad short" });
    expect(registrationFieldErrors(failure(400, { success: false }))).toEqual({});
    expect(registrationFieldErrors(new Error("x"))).toEqual({});
  });
});

describe("toRegisterFormData", () => {
  const input: RegisterMemberInput = {
    username: " asha ",
    password: " secret ",
    email: "asha@example.com",
    first_name: "Asha",
    last_name: "Rao",
    phone: "9876543210",
    date_of_birth: "1995-04-02",
    gender: "F",
    address: "",
    emergency_contact: "  ",
    joining_date: "2026-03-01",
    renewal_date: "",
    profile_photo: null,
  };

  it("trims text, keeps the password as typed and leaves empty optional fields out", () => {
    const form = toRegisterFormData(input);
    expect(form.get("username")).toBe("asha");
    expect(form.get("password")).toBe(" secret ");
    expect(form.get("gender")).toBe("F");
    expect(form.has("address")).toBe(false);
    expect(form.has("emergency_contact")).toBe(false);
    expect(form.has("renewal_date")).toBe(false);
    expect(form.has("profile_photo")).toBe(false);
  });

  it("attaches the photo", () => {
    const photo = new File([new Uint8Array([1, 2])], "me.png", { type: "image/png" });
    expect((toRegisterFormData({ ...input, profile_photo: photo }).get("profile_photo") as File).name).toBe("me.png");
  });
});
