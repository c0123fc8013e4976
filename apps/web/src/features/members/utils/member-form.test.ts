import { describe, expect, it } from "vitest";
import { addDays, todayIso } from "../../../lib/calendar-date.ts";
import { defaultRenewalDate, emptyMemberForm, type MemberFormValues, validateMemberForm } from "./member-form.ts";

const today = todayIso();
const valid: MemberFormValues = {
  ...emptyMemberForm(today),
  first_name: "Asha",
  last_name: "Rao",
  username: "asha.rao",
  password: "secret123",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  date_of_birth: "1995-04-02",
  gender: "F",
};

describe("validateMemberForm (part 1 §5)", () => {
  it("accepts a complete form with the optional fields empty", () => {
    expect(validateMemberForm(valid)).toEqual({});
  });

  it("requires the nine fields, with readable texts", () => {
    const errors = validateMemberForm({ ...emptyMemberForm(""), joining_date: "" });
    expect(Object.keys(errors).sort()).toEqual(
      [
        "date_of_birth",
        "email",
        "first_name",
        "gender",
        "joining_date",
        "last_name",
        "password",
        "phone",
        "username",
      ].sort(),
    );
    expect(errors.first_name).toBe("First name is required");
    expect(errors.joining_date).toBe("Joining date is required");
  });

  it("checks the email format and a date of birth not after today", () => {
    const errors = validateMemberForm({ ...valid, email: "not-an-email", date_of_birth: addDays(today, 1) ?? "" });
    expect(errors.email).toMatch(/email/i);
    expect(errors.date_of_birth).toBe("Date of birth cannot be after today");
    expect(validateMemberForm({ ...valid, date_of_birth: today })).toEqual({});
  });

  it("takes an optional plan: a fee in rupees (decision 0192), refused when negative or not a number", () => {
    expect(validateMemberForm({ ...valid, plan_name: "Gold Plus", plan_amount: "2499.50" })).toEqual({});
    expect(validateMemberForm({ ...valid, plan_amount: "-5" }).plan_amount).toMatch(/^Monthly fee/);
    expect(validateMemberForm({ ...valid, plan_amount: "abc" }).plan_amount).toMatch(/^Monthly fee/);
  });

  it("refuses a renewal date before the joining date", () => {
    expect(validateMemberForm({ ...valid, joining_date: "2026-03-10", renewal_date: "2026-03-01" }).renewal_date).toBe(
      "Renewal date cannot be before joining_date",
    );
  });

  it("checks the photo is an image of at most 5 MB", () => {
    const pdf = new File(["x"], "cv.pdf", { type: "application/pdf" });
    expect(validateMemberForm({ ...valid, profile_photo: pdf }).profile_photo).toBe("Please choose an image file");
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    expect(validateMemberForm({ ...valid, profile_photo: big }).profile_photo).toBe(
      "Image file is too large (5.00MB). Maximum allowed size is 5MB.",
    );
  });
});

describe("defaultRenewalDate", () => {
  it("is the joining date plus 30 days", () => {
    expect(defaultRenewalDate("2026-01-15")).toBe("2026-02-14");
    expect(defaultRenewalDate("")).toBeNull();
  });
});
