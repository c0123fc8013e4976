import {
  addDays,
  DATE_OF_BIRTH_IN_FUTURE,
  EMAIL_TAKEN,
  GENDER_INVALID,
  MEMBER_REGISTERED,
  RENEWAL_BEFORE_JOINING,
  USERNAME_TAKEN,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { verifyPassword } from "../../src/lib/passwords.ts";
import { MEDIA_FOLDERS } from "../../src/uploads/folders.ts";
import { createGym, createTestContext, gymToday, type TestContext, type TestGym } from "../support/context.ts";
import { filesIn } from "../support/media.ts";
import { countMembers } from "../support/members.ts";
import { file, form, png } from "../support/multipart.ts";

let ctx: TestContext;
let gym: TestGym;
let n = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "register");
});
afterAll(() => ctx.close());

const url = "/api/android/member/register/";
function person(overrides: Record<string, string> = {}) {
  n += 1;
  return {
    username: `ravi${n}`,
    password: "S3cret-pass",
    email: `ravi${n}@example.com`,
    first_name: "Ravi",
    last_name: "Kumar",
    phone: "9876543210",
    date_of_birth: "1992-04-15",
    gender: "M",
    ...overrides,
  };
}
const register = (payload: Record<string, string>) =>
  ctx.app.inject({ method: "POST", url, headers: gym.auth, payload });
const photoFiles = () => filesIn(ctx, gym, MEDIA_FOLDERS.members);

describe("POST /api/android/member/register/", () => {
  it("registers a member from JSON with joining date today and renewal 30 days later", async () => {
    const res = await register(person());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: MEMBER_REGISTERED });
    expect(body.member_details).toMatchObject({ full_name: "Ravi Kumar", username: `ravi${n}` });
    expect(body.member_details.member_id).toMatch(/^MEM\d{4,}$/);
    expect(body.member_details.joining_date).toBe(gymToday(ctx));
    expect(body.member_details.renewal_date).toBe(addDays(gymToday(ctx), 30));
  });

  it("gives consecutive member codes MEM0001, MEM0002, ... per gym", async () => {
    const other = await createGym(ctx, "codes");
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await ctx.app.inject({ method: "POST", url, headers: other.auth, payload: person() });
      codes.push(res.json().member_details.member_id);
    }
    expect(codes).toEqual(["MEM0001", "MEM0002", "MEM0003"]);
  });

  it("stores the password as an argon2id hash and the email lowercased", async () => {
    const res = await register(person({ email: `Mixed.Case${n + 1}@Example.COM` }));
    expect(res.statusCode).toBe(201);
    const row = await ctx.db.pool.query(
      `SELECT password_hash, email FROM ${qualified(gym.schema, "members")} WHERE id = $1`,
      [res.json().member_details.id],
    );
    expect(row.rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.rows[0].password_hash, "S3cret-pass")).toBe(true);
    expect(row.rows[0].email).toBe(`mixed.case${n}@example.com`);
  });

  it("keeps a given renewal date; an empty one becomes joining date + 30 days", async () => {
    let res = await register(person({ joining_date: "2025-01-31", renewal_date: "2025-06-30" }));
    expect(res.json().member_details).toMatchObject({ joining_date: "2025-01-31", renewal_date: "2025-06-30" });
    res = await register(person({ joining_date: "2025-01-31", renewal_date: "" }));
    expect(res.json().member_details).toMatchObject({ joining_date: "2025-01-31", renewal_date: "2025-03-02" });
    res = await register(person({ joining_date: "2024-12-15" }));
    expect(res.json().member_details.renewal_date).toBe("2025-01-14");
  });

  it("refuses a renewal date before the joining date", async () => {
    const res = await register(person({ joining_date: "2025-02-01", renewal_date: "2025-01-01" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(RENEWAL_BEFORE_JOINING);
  });

  it.each(["first_name", "last_name", "username", "password", "email", "phone", "date_of_birth", "gender"])(
    "requires %s",
    async (field) => {
      const before = await countMembers(ctx, gym);
      const payload = person();
      delete (payload as Record<string, string>)[field];
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: `${field} is required` });
      const blank = await register({ ...person(), [field]: "" });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error).toBe(`${field} is required`);
      expect(await countMembers(ctx, gym)).toBe(before);
    },
  );

  it("checks the email format, the gender and the phone", async () => {
    let res = await register(person({ email: "not-an-email" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("email must be a valid email address");
    res = await register(person({ gender: "X" }));
    expect(res.json().error).toBe(GENDER_INVALID);
    res = await register(person({ gender: "f" }));
    expect(res.statusCode).toBe(201);
    res = await register(person({ phone: "call me" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^phone must be/);
  });

  it("refuses a date of birth after today, accepts today, refuses an impossible date", async () => {
    // "Today" is the gym's calendar day (decision 0009), whatever the server's clock zone.
    let res = await register(person({ date_of_birth: addDays(gymToday(ctx), 1) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: DATE_OF_BIRTH_IN_FUTURE,
      errors: { date_of_birth: DATE_OF_BIRTH_IN_FUTURE },
    });
    res = await register(person({ date_of_birth: gymToday(ctx) }));
    expect(res.statusCode).toBe(201);
    res = await register(person({ date_of_birth: "1990-02-30" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("date_of_birth must be a date in YYYY-MM-DD format");
  });

  it("refuses a username or email already used (email case-insensitively)", async () => {
    const first = person();
    expect((await register(first)).statusCode).toBe(201);
    let res = await register(person({ username: first.username }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, error: USERNAME_TAKEN });
    res = await register(person({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(EMAIL_TAKEN);
  });

  it("takes multipart with a profile photo, stores it by content and answers its /media/ URL", async () => {
    const fields = person();
    const res = await ctx.app.inject({
      method: "POST",
      url,
      headers: gym.auth,
      payload: form({ ...fields, profile_photo: file(await png(), "me.jpg", "image/jpeg") }),
    });
    expect(res.statusCode).toBe(201);
    const list = await ctx.app.inject({
      method: "GET",
      url: `/api/members/members/?search=${fields.username}`,
      headers: { ...gym.auth, host: "gym.example:8080" },
    });
    const photo = list.json().results[0].profile_photo_url as string;
    expect(photo).toMatch(new RegExp(`^/media/${gym.schema}/members/[0-9a-f-]{36}\\.png$`));
    // Served without a token: <img> tags cannot send one (decision 0007).
    const served = await ctx.app.inject({ method: "GET", url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
  });

  describe("a bad photo is refused and nothing is written", () => {
    const cases: [string, () => Promise<Buffer>, number, RegExp][] = [
      [
        "a text file renamed .png",
        async () => Buffer.from("just some text, not a picture\n".repeat(20)),
        400,
        /only image files/,
      ],
      ["a truncated PNG", async () => (await png(undefined, 400, 400)).subarray(0, 300), 400, /damaged or incomplete/],
      [
        "a photo over 5 MB",
        async () => Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10)]),
        413,
        /^Image file is too large \(5\.\d\dMB\)\. Maximum allowed size is 5MB\.$/,
      ],
    ];
    it.each(cases)("%s", async (_name, content, status, message) => {
      const before = { members: await countMembers(ctx, gym), files: photoFiles().length };
      const res = await ctx.app.inject({
        method: "POST",
        url,
        headers: gym.auth,
        payload: form({ ...person(), profile_photo: file(await content(), "photo.png", "image/png") }),
      });
      expect(res.statusCode).toBe(status);
      expect(res.json().success).toBe(false);
      expect(res.json().error).toMatch(message);
      expect(await countMembers(ctx, gym)).toBe(before.members);
      expect(photoFiles().length).toBe(before.files);
    });

    it("a photo sent as text in JSON", async () => {
      const res = await register(person({ profile_photo: "data:image/png;base64,AAAA" }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/^profile_photo must be an image file/);
    });
  });

  it("removes the photo again when the member cannot be saved (duplicate username)", async () => {
    const first = person();
    await register(first);
    const files = photoFiles().length;
    const res = await ctx.app.inject({
      method: "POST",
      url,
      headers: gym.auth,
      payload: form({ ...person({ username: first.username }), profile_photo: file(await png(), "p.png") }),
    });
    expect(res.statusCode).toBe(409);
    expect(photoFiles().length).toBe(files);
  });

  it("needs a token: 'No authentication token found'", async () => {
    const res = await ctx.app.inject({ method: "POST", url, payload: person() });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe("No authentication token found");
  });

  it("refuses a NUL character in a text field (PostgreSQL text cannot hold one)", async () => {
    const res = await register(person({ first_name: "Ra\u0000vi" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe("first_name contains a character that is not allowed");
  });

  it("answers garbage bodies with 4xx, never 500", async () => {
    for (const payload of ["{not json", "[]", "null", '{"username": 5}']) {
      const res = await ctx.app.inject({
        method: "POST",
        url,
        headers: { ...gym.auth, "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, payload).toBeLessThan(500);
    }
  });
});
