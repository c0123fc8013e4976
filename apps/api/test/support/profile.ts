import { expect } from "vitest";
import { call } from "./calls.ts";
import type { TestContext, TestGym } from "./context.ts";
import { memberUrl } from "./members.ts";
import type { Part } from "./multipart.ts";

// A member's profile (decisions 0260, 0261): helpers shared by test/members/profile, profile-update and
// delete-or-archive.

/** The Add New Member fields of a person, as the edit form sends them (multipart text). */
export const profileFields = (over: Record<string, Part> = {}): Record<string, Part> => ({
  username: "asha.k",
  email: "asha@example.com",
  first_name: "Asha",
  last_name: "Kumar",
  phone: "9876500011",
  date_of_birth: "1994-11-25",
  gender: "F",
  address: "12 MG Road, Pune",
  emergency_contact: "9876500012",
  joining_date: "2026-12-01",
  renewal_date: "2026-12-31",
  plan_name: "Quarterly",
  plan_amount: "4500",
  ...over,
});

/** The member's profile as GET answers it (200 expected). */
export async function profileOf(ctx: TestContext, gym: TestGym, id: number) {
  const res = await call(ctx, gym, "GET", memberUrl(id));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().member;
}
