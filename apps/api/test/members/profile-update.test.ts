import { existsSync } from "node:fs";
import {
  DATE_OF_BIRTH_IN_FUTURE,
  EMAIL_TAKEN,
  GENDER_INVALID,
  MEMBER_NOT_FOUND,
  MEMBER_UPDATED,
  PHONE_INVALID,
  RENEWAL_BEFORE_JOINING,
  USERNAME_TAKEN,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNo500, patch } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { expectNoTempFiles, mediaPath } from "../support/media.ts";
import { insertMembers, memberOfOtherGym, memberUrl } from "../support/members.ts";
import { file, type Part, png } from "../support/multipart.ts";
import { profileFields, profileOf } from "../support/profile.ts";

// Editing a member's profile: PATCH update/ with Add New Member's rules, the photo replaced (decision 0260).

let ctx: TestContext;
let gym: TestGym;
let other: TestGym;

const TODAY = "2026-12-13";

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant(TODAY));
  [gym, other] = await Promise.all([createGym(ctx, "profileedit"), createGym(ctx, "profileeditother")]);
});
afterAll(() => ctx.close());

describe("PATCH /api/members/members/{id}/update/", () => {
  it("saves every field and answers the profile; a blank password keeps the old one", async () => {
    const [row] = await insertMembers(ctx, gym, [{}]);
    const before = await ctx.db.pool.query(`SELECT password_hash FROM "${gym.schema}".members WHERE id = $1`, [
      row!.id,
    ]);
    const res = await patch(ctx, gym, memberUrl(row!.id, "update/"), profileFields({ password: "" }));
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
    await patch(ctx, gym, memberUrl(row!.id, "update/"), profileFields({ password: "n3w-secret" }));
    const changed = await ctx.db.pool.query(`SELECT password_hash FROM "${gym.schema}".members WHERE id = $1`, [
      row!.id,
    ]);
    expect(changed.rows[0].password_hash).not.toBe(before.rows[0].password_hash);
    expect(changed.rows[0].password_hash).not.toContain("n3w-secret");
  });

  it("keeps the stored renewal date when the field is blank; a new joining date alone moves it to joining + 30", async () => {
    const [row] = await insertMembers(ctx, gym, [{ joining_date: "2026-10-01", renewal_date: "2027-01-15" }]);
    const fields = profileFields({ username: "keep.renewal", email: "keep@example.com" });
    let res = await patch(ctx, gym, memberUrl(row!.id, "update/"), {
      ...fields,
      joining_date: "2026-10-01",
      renewal_date: "",
    });
    expect(res.json().member.renewal_date).toBe("2027-01-15");
    res = await patch(ctx, gym, memberUrl(row!.id, "update/"), {
      ...fields,
      joining_date: "2026-12-10",
      renewal_date: "",
    });
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
        memberUrl(row!.id, "update/"),
        profileFields({ username: "rules", email: "rules@x.in", ...over }),
      );
      expectNo500(res);
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      const body = res.json();
      expect(body.success).toBe(false);
      const said = `${body.error} ${body.message}`;
      if (typeof words === "string") expect(said, JSON.stringify(over)).toContain(words);
      else expect(said, JSON.stringify(over)).toMatch(words);
    }
    expect((await profileOf(ctx, gym, row!.id)).user.first_name).toBe("Stays");
    const born = await patch(
      ctx,
      gym,
      memberUrl(row!.id, "update/"),
      profileFields({ username: "rules", email: "rules@x.in", date_of_birth: TODAY }),
    );
    expect(born.statusCode, born.body).toBe(200);
  });

  it("replaces the photo: the new file is kept, the old one removed; no photo in the form keeps it", async () => {
    const [row] = await insertMembers(ctx, gym, [{}]);
    const fields = profileFields({ username: "photo.m", email: "photo@example.com" });
    let res = await patch(ctx, gym, memberUrl(row!.id, "update/"), {
      ...fields,
      profile_photo: file(await png(), "a.png"),
    });
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json().member.profile_photo_url as string;
    expect(first).toMatch(/^\/media\//);
    expect(existsSync(mediaPath(ctx, first))).toBe(true);
    res = await patch(ctx, gym, memberUrl(row!.id, "update/"), {
      ...fields,
      profile_photo: file(await png({ r: 200, g: 10, b: 10 }), "b.png"),
    });
    const second = res.json().member.profile_photo_url as string;
    expect(second).not.toBe(first);
    expect(existsSync(mediaPath(ctx, second))).toBe(true);
    expect(existsSync(mediaPath(ctx, first))).toBe(false);
    res = await patch(ctx, gym, memberUrl(row!.id, "update/"), fields);
    expect(res.json().member.profile_photo_url).toBe(second);
    // Not an image: refused, the photo kept.
    res = await patch(ctx, gym, memberUrl(row!.id, "update/"), {
      ...fields,
      profile_photo: file(Buffer.from("plain text"), "c.png", "image/png"),
    });
    expect(res.statusCode).toBe(400);
    expect((await profileOf(ctx, gym, row!.id)).profile_photo_url).toBe(second);
    await expectNoTempFiles(ctx);
  });

  it("is a 404 for another gym's member, which stays unchanged", async () => {
    const theirs = (await memberOfOtherGym(ctx, gym, other, { first_name: "Theirs" })).id;
    const res = await patch(
      ctx,
      gym,
      memberUrl(theirs, "update/"),
      profileFields({ username: "x1", email: "x1@x.in" }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(MEMBER_NOT_FOUND);
    expect((await profileOf(ctx, other, theirs)).user.first_name).toBe("Theirs");
  });
});
