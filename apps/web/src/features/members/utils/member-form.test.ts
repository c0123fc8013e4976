import { GSTIN_INVALID, GSTIN_MISTYPED } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { contractErrors } from "../../../components/form/contract-resolver.ts";
import { TYPED_DATE_HINT } from "../../../lib/typed-date.ts";
import {
  birthCalendarStart,
  defaultRenewalDate,
  emptyMemberForm,
  FIELD_LABELS,
  type MemberFormValues,
  memberFormFromProfile,
  memberFormSchema,
  RENEWAL_BEFORE_JOINING_TEXT,
  toMemberPayload,
  toRegisterInput,
} from "./member-form.ts";

/** The form's check as the kit runs it (useContractForm: schema, toPayload, labels). */
const validateMemberForm = (values: MemberFormValues, today: string, mode: "add" | "edit" = "add") =>
  contractErrors(memberFormSchema(mode, today), values, toMemberPayload, {}, FIELD_LABELS);

const today = "2026-11-26";
const valid: MemberFormValues = {
  ...emptyMemberForm(today),
  first_name: "Asha",
  last_name: "Rao",
  username: "asha.rao",
  password: "secret123",
  email: "asha@example.com",
  phone: "+91 98765 43210",
  date_of_birth: "02-04-1995",
  gender: "F",
};
const check = (values: Partial<MemberFormValues>) => validateMemberForm({ ...valid, ...values }, today);

describe("the member form's check: the registration schema and the form's rules (part 1 §5)", () => {
  it("accepts a complete form with the optional fields empty", () => {
    expect(check({})).toEqual({});
  });

  it("requires the nine fields, with readable texts", () => {
    const errors = validateMemberForm({ ...emptyMemberForm(""), joining_date: "" }, today);
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
    expect(errors.gender).toBe("Gender is required");
    expect(errors.joining_date).toBe("Joining date is required");
  });

  it("checks the email format and a date of birth not after today (today itself is fine)", () => {
    const errors = check({ email: "not-an-email", date_of_birth: "27-11-2026" });
    expect(errors.email).toMatch(/email/i);
    expect(errors.date_of_birth).toBe("Date of birth cannot be after today");
    expect(check({ date_of_birth: "26-11-2026" })).toEqual({});
    expect(check({ date_of_birth: "2030-01-01" }).date_of_birth).toBe("Date of birth cannot be after today");
  });

  it("takes an optional plan: a fee in rupees (decision 0192), refused when negative or not a number", () => {
    expect(check({ plan_name: "Gold Plus", plan_amount: "2499.50" })).toEqual({});
    expect(check({ plan_amount: "-5" }).plan_amount).toMatch(/^Monthly fee/);
    expect(check({ plan_amount: "abc" }).plan_amount).toMatch(/^Monthly fee/);
  });

  it("takes an optional company GSTIN (decision 0222) and says what is wrong with a bad one, in the contract's words", () => {
    expect(check({ gstin: "29abcde1234f1zw" })).toEqual({});
    expect(check({ gstin: "29ABCDE1234F1Z5" }).gstin).toBe(GSTIN_MISTYPED);
    expect(check({ gstin: "29ABCDE" }).gstin).toBe(GSTIN_INVALID);
    expect(toRegisterInput({ ...valid, gstin: "29ABCDE1234F1ZW" }).gstin).toBe("29ABCDE1234F1ZW");
  });

  it("reads DD-MM-YYYY and YYYY-MM-DD, and names an unreadable date instead of changing it (defect 1)", () => {
    expect(check({ date_of_birth: "25-11-1994" })).toEqual({});
    expect(toRegisterInput({ ...valid, date_of_birth: "25-11-1994" }).date_of_birth).toBe("1994-11-25");
    expect(toRegisterInput({ ...valid, date_of_birth: "1994-11-25" }).date_of_birth).toBe("1994-11-25");
    for (const typed of ["25-11-94", "31-02-1994", "0203-01-01", "Nov 25"]) {
      expect(check({ date_of_birth: typed }).date_of_birth, typed).toBe(TYPED_DATE_HINT);
    }
    expect(check({ renewal_date: "soon" }).renewal_date).toBe(TYPED_DATE_HINT);
  });

  it("refuses a renewal date before the joining date instead of blanking it; the same day is fine", () => {
    expect(check({ joining_date: "10-03-2026", renewal_date: "01-03-2026" }).renewal_date).toBe(
      RENEWAL_BEFORE_JOINING_TEXT,
    );
    expect(check({ joining_date: "10-03-2026", renewal_date: "2026-03-10" })).toEqual({});
    const input = toRegisterInput({ ...valid, joining_date: "10-03-2026", renewal_date: "09-04-2026" });
    expect([input.joining_date, input.renewal_date]).toEqual(["2026-03-10", "2026-04-09"]);
  });

  it("checks the photo is an image of at most 5 MB", () => {
    const pdf = new File(["x"], "cv.pdf", { type: "application/pdf" });
    expect(check({ profile_photo: pdf }).profile_photo).toBe("Please choose an image file");
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    expect(check({ profile_photo: big }).profile_photo).toBe(
      "Image file is too large (5.00MB). Maximum allowed size is 5MB.",
    );
  });
});

describe("the empty form", () => {
  it("joins today, shown the Indian way, and has no gender chosen (null, so the select clears: defect 2)", () => {
    const empty = emptyMemberForm(today);
    expect(empty.joining_date).toBe("26-11-2026");
    expect(empty.gender).toBeNull();
  });

  it("opens the birth-date calendar 25 years back, not on this month", () => {
    expect(birthCalendarStart(today)).toBe("2001-01-01");
  });
});

describe("defaultRenewalDate", () => {
  it("is the joining date plus 30 days, whichever way the joining date was typed", () => {
    expect(defaultRenewalDate("15-01-2026")).toBe("2026-02-14");
    expect(defaultRenewalDate("2026-01-15")).toBe("2026-02-14");
    expect(defaultRenewalDate("")).toBeNull();
  });
});

describe("the edit form (the profile, decision 0260)", () => {
  const profile = {
    id: 7,
    member_id: "MEM0007",
    user: { first_name: "Asha", last_name: "Rao", username: "asha.rao", email: "asha@example.com" },
    full_name: "Asha Rao",
    username: "asha.rao",
    email: "asha@example.com",
    phone: "9876543210",
    gender: "F" as const,
    date_of_birth: "1995-04-02",
    address: "",
    emergency_contact: "",
    status: "ACTIVE" as const,
    display_status: "ACTIVE" as const,
    joining_date: "2026-11-01",
    join_date: "2026-11-01",
    renewal_date: "2026-12-01",
    days_left: 5,
    days_left_text: "5 days left",
    profile_photo_url: null,
    gstin: null,
    created_at: "2026-11-01T04:30:00.000Z",
    plan_name: "Monthly",
    plan_amount: "1500.00",
    plan_id: null,
    archived_at: null,
    summary: {
      payment_records: 0,
      receipts: 0,
      total_received: "0.00",
      bookings: 0,
      assignments: 0,
      feedback: 0,
      visits: 0,
      last_visit_at: null,
    },
    removal: "DELETE" as const,
    frozen_until: null,
  };

  it("starts from the stored member, dates typed day-first, the password blank", () => {
    const values = memberFormFromProfile(profile);
    expect(values).toMatchObject({
      first_name: "Asha",
      username: "asha.rao",
      password: "",
      date_of_birth: "02-04-1995",
      joining_date: "01-11-2026",
      renewal_date: "01-12-2026",
      plan_name: "Monthly",
      plan_amount: "1500.00",
      plan_id: null,
      gstin: "",
    });
  });

  it("validates with the registration's rules, except that a blank password keeps the current one", () => {
    const values = memberFormFromProfile(profile);
    expect(validateMemberForm(values, today, "edit")).toEqual({});
    expect(validateMemberForm(values, today, "add").password).toBe("Password is required");
    expect(validateMemberForm({ ...values, phone: "" }, today, "edit").phone).toBe("Phone is required");
    expect(validateMemberForm({ ...values, date_of_birth: "27-11-2026" }, today, "edit").date_of_birth).toBeDefined();
    expect(validateMemberForm({ ...values, renewal_date: "01-10-2026" }, today, "edit").renewal_date).toBe(
      RENEWAL_BEFORE_JOINING_TEXT,
    );
  });
});
