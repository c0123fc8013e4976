import { existsSync } from "node:fs";
import {
  DATE_OF_BIRTH_IN_FUTURE,
  EMAIL_TAKEN,
  GENDER_INVALID,
  MEMBER_ARCHIVED,
  MEMBER_ARCHIVED_READ_ONLY,
  MEMBER_DELETED,
  MEMBER_NOT_FOUND,
  MEMBER_RESTORED,
  MEMBER_UPDATED,
  PHONE_INVALID,
  RENEWAL_BEFORE_JOINING,
  USERNAME_TAKEN,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectNo500, patch } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { insertFeedback } from "../support/feedback.ts";
import { expectNoTempFiles, mediaPath } from "../support/media.ts";
import { countRows, createPayment, membersWithPlan, withKey } from "../support/member-payments.ts";
import { insertMembers } from "../support/members.ts";
import { file, type Part, png } from "../support/multipart.ts";

let ctx: TestContext;
let gym: TestGym;
let other: TestGym;

const TODAY = "2026-12-13";
const url = (id: number, tail = "") => `/api/members/members/${id}/${tail}`;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant(TODAY));
  [gym, other] = await Promise.all([createGym(ctx, "profile"), createGym(ctx, "profileother")]);
});
afterAll(() => ctx.close());

/** The Add New Member fields of a person, as the edit form sends them (multipart text). */
const person = (over: Record<string, Part> = {}): Record<string, Part> => ({
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

/** A member of the other gym whose id no member of ours has (each gym numbers its own members). */
async function theirOnlyId(): Promise<number> {
  const ours = (await ctx.db.pool.query(`SELECT COALESCE(max(id), 0)::int AS n FROM "${gym.schema}".members`)).rows[0]
    .n;
  const theirs = (await ctx.db.pool.query(`SELECT COALESCE(max(id), 0)::int AS n FROM "${other.schema}".members`))
    .rows[0].n;
  const rows = await insertMembers(
    ctx,
    other,
    Array.from({ length: Math.max(1, ours - theirs + 5) }, () => ({ first_name: "Theirs" })),
  );
  const id = rows.at(-1)!.id;
  expect(id).toBeGreaterThan(ours);
  return id;
}

const profileOf = async (id: number, g: TestGym = gym) => {
  const res = await call(ctx, g, "GET", url(id));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().member;
};

describe("GET /api/members/members/{id}/", () => {
  it("answers every field of the member, the plan, days left and the history's counts", async () => {
    const [row] = await insertMembers(ctx, gym, [
      { first_name: "Ravi", last_name: "Shah", joining_date: "2026-11-01", renewal_date: "2026-12-20" },
    ]);
    const m = await profileOf(row!.id);
    expect(m).toMatchObject({
      id: row!.id,
      member_id: row!.member_id,
      full_name: "Ravi Shah",
      username: row!.username,
      email: row!.email,
      phone: "9876543210",
      gender: "M",
      date_of_birth: "1990-06-15",
      joining_date: "2026-11-01",
      renewal_date: "2026-12-20",
      days_left: 7,
      days_left_text: "7 days left",
      display_status: "ACTIVE",
      plan_name: null,
      plan_amount: null,
      archived_at: null,
      removal: "DELETE",
      summary: { payment_records: 0, receipts: 0, total_received: "0.00", bookings: 0, visits: 0, last_visit_at: null },
    });
  });

  it("counts the member's feedback, and the feedback list filters by member_id for the profile", async () => {
    const [a, b] = await insertMembers(ctx, gym, [{ first_name: "Fa" }, { first_name: "Fb" }]);
    const mine = [await insertFeedback(ctx, gym, { member_id: a!.id, subject: "Mine 1" })];
    mine.push(await insertFeedback(ctx, gym, { member_id: a!.id, subject: "Mine 2" }));
    await insertFeedback(ctx, gym, { member_id: b!.id, subject: "Theirs" });
    expect((await profileOf(a!.id)).summary.feedback).toBe(2);
    const res = await call(ctx, gym, "GET", `/api/android/feedback/admin/list/?member_id=${a!.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBe(2);
    expect(
      res
        .json()
        .feedbacks.map((f: { id: number }) => f.id)
        .sort(),
    ).toEqual(mine.sort());
  });

  it("reads the renewal day as the last day: expired the day after (both sides of the boundary)", async () => {
    const [last, gone] = await insertMembers(ctx, gym, [{ renewal_date: TODAY }, { renewal_date: "2026-12-12" }]);
    expect(await profileOf(last!.id)).toMatchObject({ display_status: "ACTIVE", days_left_text: "Expires today" });
    expect(await profileOf(gone!.id)).toMatchObject({
      display_status: "EXPIRED",
      days_left_text: "Expired 1 days ago",
    });
  });

  it("is a 404 for an unknown id and for another gym's member", async () => {
    const theirId = await theirOnlyId();
    for (const id of [999_999, theirId]) {
      const res = await call(ctx, gym, "GET", url(id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: MEMBER_NOT_FOUND });
    }
    expect((await profileOf(theirId, other)).user.first_name).toBe("Theirs");
  });
});

describe("PATCH /api/members/members/{id}/update/", () => {
  it("saves every field and answers the profile; a blank password keeps the old one", async () => {
    const [row] = await insertMembers(ctx, gym, [{}]);
    const before = await ctx.db.pool.query(`SELECT password_hash FROM "${gym.schema}".members WHERE id = $1`, [
      row!.id,
    ]);
    const res = await patch(ctx, gym, url(row!.id, "update/"), person({ password: "" }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: MEMBER_UPDATED,
      member: {
        id: row!.id,
        member_id: row!.member_id,
        full_name: "Asha Kumar",
        username: "asha.k",
        email: "asha@example.com",
        phone: "9876500011",
        gender: "F",
        date_of_birth: "1994-11-25",
        address: "12 MG Road, Pune",
        emergency_contact: "9876500012",
        joining_date: "2026-12-01",
        renewal_date: "2026-12-31",
        days_left: 18,
        plan_name: "Quarterly",
        plan_amount: "4500.00",
      },
    });
    const after = await ctx.db.pool.query(`SELECT password_hash FROM "${gym.schema}".members WHERE id = $1`, [row!.id]);
    expect(after.rows[0].password_hash).toBe(before.rows[0].password_hash);
    // A new password is stored hashed.
    await patch(ctx, gym, url(row!.id, "update/"), person({ password: "n3w-secret" }));
    const changed = await ctx.db.pool.query(`SELECT password_hash FROM "${gym.schema}".members WHERE id = $1`, [
      row!.id,
    ]);
    expect(changed.rows[0].password_hash).not.toBe(before.rows[0].password_hash);
    expect(changed.rows[0].password_hash).not.toContain("n3w-secret");
  });

  it("keeps the stored renewal date when the field is blank; a new joining date alone moves it to joining + 30", async () => {
    const [row] = await insertMembers(ctx, gym, [{ joining_date: "2026-10-01", renewal_date: "2027-01-15" }]);
    const fields = person({ username: "keep.renewal", email: "keep@example.com" });
    let res = await patch(ctx, gym, url(row!.id, "update/"), {
      ...fields,
      joining_date: "2026-10-01",
      renewal_date: "",
    });
    expect(res.json().member.renewal_date).toBe("2027-01-15");
    res = await patch(ctx, gym, url(row!.id, "update/"), { ...fields, joining_date: "2026-12-10", renewal_date: "" });
    expect(res.json().member).toMatchObject({ joining_date: "2026-12-10", renewal_date: "2027-01-09" });
  });

  it("refuses each rule of Add New Member with its words, changing nothing", async () => {
    const [row, taken] = await insertMembers(ctx, gym, [{ first_name: "Stays" }, {}]);
    const cases: [Record<string, Part>, number, RegExp | string][] = [
      [{ first_name: "" }, 400, "first_name is required"],
      [{ last_name: "" }, 400, "last_name is required"],
      [{ username: "" }, 400, "username is required"],
      [{ email: "" }, 400, "email is required"],
      [{ email: "not-an-email" }, 400, /email/i],
      [{ phone: "" }, 400, "phone is required"],
      [{ phone: "12ab" }, 400, PHONE_INVALID],
      [{ gender: "X" }, 400, GENDER_INVALID],
      [{ date_of_birth: "" }, 400, "date_of_birth is required"],
      [{ date_of_birth: "1994-02-30" }, 400, /date/i],
      [{ joining_date: "2026-13-01" }, 400, /date/i],
      [{ plan_amount: "-5" }, 400, /plan_amount/],
      [{ gstin: "NOTAGSTIN" }, 400, /GSTIN/i],
      // The day boundary: tomorrow is refused, today is accepted (below).
      [{ date_of_birth: "2026-12-14" }, 400, DATE_OF_BIRTH_IN_FUTURE],
      [{ joining_date: "2026-12-10", renewal_date: "2026-12-09" }, 400, RENEWAL_BEFORE_JOINING],
      [{ username: taken!.username }, 409, USERNAME_TAKEN],
      [{ email: taken!.email.toUpperCase() }, 409, EMAIL_TAKEN],
    ];
    for (const [over, status, words] of cases) {
      const res = await patch(
        ctx,
        gym,
        url(row!.id, "update/"),
        person({ username: "rules", email: "rules@x.in", ...over }),
      );
      expectNo500(res);
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      const body = res.json();
      expect(body.success).toBe(false);
      const said = `${body.error} ${body.message}`;
      if (typeof words === "string") expect(said, JSON.stringify(over)).toContain(words);
      else expect(said, JSON.stringify(over)).toMatch(words);
    }
    expect((await profileOf(row!.id)).user.first_name).toBe("Stays");
    const born = await patch(
      ctx,
      gym,
      url(row!.id, "update/"),
      person({ username: "rules", email: "rules@x.in", date_of_birth: TODAY }),
    );
    expect(born.statusCode, born.body).toBe(200);
  });

  it("replaces the photo: the new file is kept, the old one removed; no photo in the form keeps it", async () => {
    const [row] = await insertMembers(ctx, gym, [{}]);
    const fields = person({ username: "photo.m", email: "photo@example.com" });
    let res = await patch(ctx, gym, url(row!.id, "update/"), { ...fields, profile_photo: file(await png(), "a.png") });
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json().member.profile_photo_url as string;
    expect(first).toMatch(/^\/media\//);
    expect(existsSync(mediaPath(ctx, first))).toBe(true);
    res = await patch(ctx, gym, url(row!.id, "update/"), {
      ...fields,
      profile_photo: file(await png({ r: 200, g: 10, b: 10 }), "b.png"),
    });
    const second = res.json().member.profile_photo_url as string;
    expect(second).not.toBe(first);
    expect(existsSync(mediaPath(ctx, second))).toBe(true);
    expect(existsSync(mediaPath(ctx, first))).toBe(false);
    res = await patch(ctx, gym, url(row!.id, "update/"), fields);
    expect(res.json().member.profile_photo_url).toBe(second);
    // Not an image: refused, the photo kept.
    res = await patch(ctx, gym, url(row!.id, "update/"), {
      ...fields,
      profile_photo: file(Buffer.from("plain text"), "c.png", "image/png"),
    });
    expect(res.statusCode).toBe(400);
    expect((await profileOf(row!.id)).profile_photo_url).toBe(second);
    await expectNoTempFiles(ctx);
  });

  it("is a 404 for another gym's member, which stays unchanged", async () => {
    const theirs = await theirOnlyId();
    const res = await patch(ctx, gym, url(theirs, "update/"), person({ username: "x1", email: "x1@x.in" }));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(MEMBER_NOT_FOUND);
    expect((await profileOf(theirs, other)).user.first_name).toBe("Theirs");
  });
});

describe("DELETE /api/members/members/{id}/delete/ (decision 0261)", () => {
  it("deletes a member without money history, with their pending records", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["1500"]);
    await ctx.db.pool.query(
      `INSERT INTO "${gym.schema}".member_payments (member_id, membership_month, amount_due, due_date, reference_number)
       VALUES ($1, '2026-12-01', 1500, '2026-12-05', $2)`,
      [id, `PAYDEL${id}`],
    );
    expect((await profileOf(id!)).removal).toBe("DELETE");
    const res = await call(ctx, gym, "DELETE", url(id!, "delete/"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, removal: "DELETE", message: MEMBER_DELETED });
    expect((await call(ctx, gym, "GET", url(id!))).statusCode).toBe(404);
    expect(await countRows(ctx, gym, "member_payments", "member_id = $1", [id])).toBe(0);
  });

  it("archives a member with a receipt: invoices kept, left out of the list and tracking, listed under Archived, restorable", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["1500"]);
    const paid = await createPayment(ctx, withKey(gym, `profile-${id}`), {
      member_id: id,
      amount: "1500",
      payment_date: TODAY,
      payment_method: "UPI",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const before = await profileOf(id!);
    expect(before).toMatchObject({ removal: "ARCHIVE", summary: { receipts: 1, total_received: "1500.00" } });

    const month = "/api/expenses/member-payments/by-month/?year=2026&month=12";
    expect((await call(ctx, gym, "GET", month)).body).toContain(`"member_id":${id},`);

    const res = await call(ctx, gym, "DELETE", url(id!, "delete/"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, removal: "ARCHIVE", message: MEMBER_ARCHIVED });
    const archived = await profileOf(id!);
    expect(archived.archived_at).toEqual(expect.any(String));
    expect(await countRows(ctx, gym, "payment_receipts")).toBeGreaterThan(0);
    const invoices = await call(ctx, gym, "GET", `/api/expenses/invoices/?member_id=${id}`);
    expect(invoices.json().invoices).toHaveLength(1);

    const list = await call(ctx, gym, "GET", "/api/members/members/?page_size=200");
    expect(list.json().results.map((m: { id: number }) => m.id)).not.toContain(id);
    const onlyArchived = await call(ctx, gym, "GET", "/api/members/members/?archived=true");
    expect(onlyArchived.json().results.map((m: { id: number }) => m.id)).toEqual([id]);
    expect(onlyArchived.json()).toMatchObject({ count: 1, archived_count: 1 });
    const tracking = await call(ctx, gym, "GET", month);
    expect(tracking.statusCode, tracking.body).toBe(200);
    expect(tracking.body).not.toContain(`"member_id":${id},`);

    // An archived member is read-only until restored.
    const edit = await patch(ctx, gym, url(id!, "update/"), person({ username: "arch", email: "arch@x.in" }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error).toBe(MEMBER_ARCHIVED_READ_ONLY);
    // Deleting again keeps the archive; restoring brings the member back into the list.
    expect((await call(ctx, gym, "DELETE", url(id!, "delete/"))).json().removal).toBe("ARCHIVE");
    const restored = await call(ctx, gym, "POST", url(id!, "restore/"));
    expect(restored.json()).toMatchObject({ success: true, message: MEMBER_RESTORED, member: { archived_at: null } });
    const back = await call(ctx, gym, "GET", "/api/members/members/?page_size=200");
    expect(back.json().results.map((m: { id: number }) => m.id)).toContain(id);
  });

  it("auto-generate bills no archived member, and bills them again once restored", async () => {
    const [id] = await membersWithPlan(ctx, gym, ["1200"]);
    await ctx.db.pool.query(`UPDATE "${gym.schema}".members SET archived_at = $2 WHERE id = $1`, [
      id,
      new Date(gymInstant(TODAY)),
    ]);
    const generate = () => call(ctx, gym, "POST", "/api/expenses/member-payments/auto-generate/", {});
    expect((await generate()).statusCode).toBe(200);
    expect(await countRows(ctx, gym, "member_payments", "member_id = $1", [id])).toBe(0);
    expect((await call(ctx, gym, "POST", url(id!, "restore/"))).statusCode).toBe(200);
    expect((await generate()).statusCode).toBe(200);
    expect(await countRows(ctx, gym, "member_payments", "member_id = $1", [id])).toBe(1);
  });

  it("is a 404 for another gym's member, which is neither deleted nor archived", async () => {
    const theirs = await theirOnlyId();
    for (const id of [theirs, 999_998]) {
      const res = await call(ctx, gym, "DELETE", url(id, "delete/"));
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(MEMBER_NOT_FOUND);
    }
    expect((await profileOf(theirs, other)).archived_at).toBeNull();
    expect((await call(ctx, gym, "POST", url(theirs, "restore/"))).statusCode).toBe(404);
  });
});
