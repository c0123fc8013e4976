import {
  CONSENT_BY_MEMBER,
  CONSENT_NOTICE_OUTDATED,
  CONSENT_WITHDRAWN,
  CONSENT_WITHDRAWN_NO_MESSAGES,
  MEMBER_ALREADY_ERASED,
  MEMBER_EXPORT_ZIP_JSON,
  MEMBER_NOT_FOUND,
  NO_CONSENT_TO_WITHDRAW,
  PRIVACY_NOTICE_VERSION,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { categoryId, makeMember, submit } from "../support/feedback.ts";
import { createPayment, membersWithPlan, PAYMENTS, withKey } from "../support/member-payments.ts";
import { insertMembers } from "../support/members.ts";
import { file, form, png } from "../support/multipart.ts";

/** Consent on Add New Member, bulk upload and the public feedback form, and its withdrawal (decisions 0304, 0305). */
let ctx: TestContext;
let gym: TestGym;
let other: TestGym;

const TODAY = "2026-12-13";
const url = (id: number, tail: string) => `/api/members/members/${id}/${tail}`;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant(TODAY));
  [gym, other] = await Promise.all([createGym(ctx, "consent"), createGym(ctx, "consentother")]);
});
afterAll(() => ctx.close());

interface ConsentDbRow {
  member_id: number;
  notice_version: string;
  action: string;
  source: string;
  recorded_by_name: string;
  given_at: Date;
}
async function consentsOf(g: TestGym, ids: number[]): Promise<ConsentDbRow[]> {
  const res = await ctx.db.pool.query(
    `SELECT member_id, notice_version, action::text, source::text, recorded_by_name, given_at
       FROM ${qualified(g.schema, "member_consents")} WHERE member_id = ANY($1::int[]) ORDER BY id`,
    [ids],
  );
  return res.rows;
}
const countOf = async (g: TestGym, table: string) =>
  (await ctx.db.pool.query(`SELECT count(*)::int AS n FROM ${qualified(g.schema, table)}`)).rows[0].n as number;

/** A member of the other gym whose id no member of `gym` has (ids are per schema). */
async function beyondThisGym() {
  const max = (
    await ctx.db.pool.query(`SELECT COALESCE(max(id), 0)::int AS m FROM ${qualified(gym.schema, "members")}`)
  ).rows[0].m as number;
  await ctx.db.pool.query(`SELECT setval(pg_get_serial_sequence($1, 'id'), $2::bigint)`, [
    `${qualified(other.schema, "members")}`,
    max + 1000,
  ]);
  const [row] = await insertMembers(ctx, other, [{}]);
  return row!;
}

let n = 0;
function person(overrides: Record<string, string> = {}) {
  n += 1;
  return {
    username: `asha${n}`,
    password: "S3cret-pass",
    email: `asha${n}@example.com`,
    first_name: "Asha",
    last_name: "Rao",
    phone: "9876543210",
    date_of_birth: "1992-04-15",
    gender: "F",
    ...overrides,
  };
}
const register = (g: TestGym, payload: Record<string, string>) =>
  ctx.app.inject({ method: "POST", url: "/api/android/member/register/", headers: g.auth, payload });

describe("Add New Member records consent (decision 0304)", () => {
  it("with the notice's version: a consent row from ADD_MEMBER by the staff user, at the clock's time", async () => {
    const res = await register(gym, person({ privacy_notice_version: PRIVACY_NOTICE_VERSION }));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().member_details.id;
    expect(await consentsOf(gym, [id])).toEqual([
      {
        member_id: id,
        notice_version: PRIVACY_NOTICE_VERSION,
        action: "GIVEN",
        source: "ADD_MEMBER",
        recorded_by_name: "Test Owner",
        given_at: expect.any(Date),
      },
    ]);
    expect((await consentsOf(gym, [id]))[0]!.given_at.toISOString()).toMatch(/^2026-12-13T04:30:/);
    const rights = (await call(ctx, gym, "GET", url(id, "data-rights/"))).json().data_rights;
    expect(rights).toMatchObject({ consent: { action: "GIVEN", source: "ADD_MEMBER" }, consent_current: true });
  });

  it("without it (absent or empty) the member is added with no consent; an old version is refused and adds no one", async () => {
    const absent = await register(gym, person());
    expect(absent.statusCode, absent.body).toBe(201);
    const empty = await register(gym, person({ privacy_notice_version: "" }));
    expect(empty.statusCode, empty.body).toBe(201);
    expect(await consentsOf(gym, [absent.json().member_details.id, empty.json().member_details.id])).toEqual([]);

    const before = await countOf(gym, "members");
    const old = await register(gym, person({ privacy_notice_version: "0" }));
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toBe(CONSENT_NOTICE_OUTDATED);
    expect(await countOf(gym, "members")).toBe(before);
  });
});

const HEADER = "first_name,last_name,email,phone,date_of_birth,gender,address";
const sheet = (tag: string) =>
  Buffer.from(
    [
      HEADER,
      `Ravi,Kumar,ravi.${tag}@example.com,9876543210,1990-05-12,M,12 MG Road`,
      `Priya,Iyer,priya.${tag}@example.com,9123456780,1988-11-02,F,4 Park Street`,
      `Bad,Row,not-an-email,9123456780,1988-11-02,F,9 Hill Road`,
    ].join("\n"),
  );
const bulk = (g: TestGym, tag: string, extra: Record<string, string> = {}) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/members/bulk-upload/",
    headers: g.auth,
    payload: form({ file: file(sheet(tag), "members.csv", "text/csv"), ...extra }),
  });

describe("bulk upload records consent for the whole sheet when the uploader confirms it (decision 0304)", () => {
  it("confirmed: one BULK_UPLOAD consent per member created, none for the failed row", async () => {
    const res = await bulk(gym, "yes", { privacy_notice_version: PRIVACY_NOTICE_VERSION });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().results.created_members.map((m: { id: number }) => m.id);
    expect(created, res.body).toHaveLength(2);
    expect(res.json().results.failed).toBe(1);
    const rows = await consentsOf(gym, created);
    expect(rows.map((r) => [r.member_id, r.source, r.action, r.recorded_by_name])).toEqual(
      created.map((id: number) => [id, "BULK_UPLOAD", "GIVEN", "Test Owner"]),
    );
  });

  it("not confirmed: members created without consent; an old version refuses the file before anyone is created", async () => {
    const res = await bulk(gym, "no");
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().results.created_members.map((m: { id: number }) => m.id);
    expect(created).toHaveLength(2);
    expect(await consentsOf(gym, created)).toEqual([]);

    const before = await countOf(gym, "members");
    const old = await bulk(gym, "old", { privacy_notice_version: "0" });
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toBe(CONSENT_NOTICE_OUTDATED);
    expect(await countOf(gym, "members")).toBe(before);
  });
});

describe("the public feedback form records the member's own consent (decision 0304)", () => {
  it("ticked: a FEEDBACK consent by the member; unticked: none; an old version is refused and nothing is sent", async () => {
    const member = await makeMember(ctx, gym, { first_name: "Meera", last_name: "Das", phone: "9876501234" });
    const general = await categoryId(ctx, gym, "General");
    const fields = (extra: Record<string, string> = {}) => ({
      member_code: member.code,
      phone: member.phone,
      subject: "Showers",
      message: "Cold water in the mornings.",
      category_id: String(general),
      rating: "4",
      ...extra,
    });
    const plain = await submit(ctx, gym.schema, fields(), "198.51.100.40");
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await consentsOf(gym, [member.id])).toEqual([]);

    const ticked = await submit(
      ctx,
      gym.schema,
      fields({ privacy_notice_version: PRIVACY_NOTICE_VERSION }),
      "198.51.100.41",
    );
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(await consentsOf(gym, [member.id])).toMatchObject([
      { action: "GIVEN", source: "FEEDBACK", recorded_by_name: "", notice_version: PRIVACY_NOTICE_VERSION },
    ]);
    const rights = (await call(ctx, gym, "GET", url(member.id, "data-rights/"))).json().data_rights;
    expect(rights.consent).toMatchObject({ source: "FEEDBACK", recorded_by: CONSENT_BY_MEMBER });

    const feedbackBefore = await countOf(gym, "feedback");
    const old = await submit(ctx, gym.schema, fields({ privacy_notice_version: "0" }), "198.51.100.42");
    expect(old.statusCode).toBe(400);
    expect(old.json().error).toBe(CONSENT_NOTICE_OUTDATED);
    expect(await countOf(gym, "feedback")).toBe(feedbackBefore);
    expect(await consentsOf(gym, [member.id])).toHaveLength(1);
  });
});

describe("POST /api/members/members/{id}/consent/withdraw/ (decision 0305)", () => {
  it("records the withdrawal (time, staff user, the notice consented to); the card and the export show it", async () => {
    const [m] = await insertMembers(ctx, gym, [{}]);
    const given = await call(ctx, gym, "POST", url(m!.id, "consent/"), { notice_version: PRIVACY_NOTICE_VERSION });
    expect(given.statusCode, given.body).toBe(200);
    ctx.clock.pin(gymInstant(TODAY, "18:45"));
    try {
      const res = await call(ctx, gym, "POST", url(m!.id, "consent/withdraw/"), {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: CONSENT_WITHDRAWN,
        data_rights: {
          consent: {
            action: "WITHDRAWN",
            notice_version: PRIVACY_NOTICE_VERSION,
            given_at: expect.stringMatching(/^2026-12-13T13:15:/),
            recorded_by: "Test Owner",
          },
          consent_current: false,
        },
      });
      const exported = await call(ctx, gym, "GET", url(m!.id, "data-export/"));
      expect(exported.json().consents.map((c: { action: string }) => c.action)).toEqual(["GIVEN", "WITHDRAWN"]);

      // A second withdrawal has nothing to withdraw; consent may be given again afterwards.
      const again = await call(ctx, gym, "POST", url(m!.id, "consent/withdraw/"), {});
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe(NO_CONSENT_TO_WITHDRAW);
      ctx.clock.pin(gymInstant(TODAY, "19:00"));
      const regiven = await call(ctx, gym, "POST", url(m!.id, "consent/"), { notice_version: PRIVACY_NOTICE_VERSION });
      expect(regiven.json().data_rights).toMatchObject({ consent: { action: "GIVEN" }, consent_current: true });
    } finally {
      ctx.clock.pin(gymInstant(TODAY));
    }
  });

  it("is a 409 with no consent recorded or after erasure, a 404 for another gym's member; nothing is written", async () => {
    const [none] = await insertMembers(ctx, gym, [{}]);
    const res = await call(ctx, gym, "POST", url(none!.id, "consent/withdraw/"));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(NO_CONSENT_TO_WITHDRAW);

    const [erased] = await insertMembers(ctx, gym, [{ status: "SUSPENDED" }]);
    await call(ctx, gym, "POST", url(erased!.id, "consent/"), { notice_version: PRIVACY_NOTICE_VERSION });
    expect((await call(ctx, gym, "POST", url(erased!.id, "erase/"), { force: "true" })).statusCode).toBe(200);
    const afterErasure = await call(ctx, gym, "POST", url(erased!.id, "consent/withdraw/"), {});
    expect(afterErasure.statusCode).toBe(409);
    expect(afterErasure.json().error).toBe(MEMBER_ALREADY_ERASED);

    const theirs = await beyondThisGym();
    await call(ctx, other, "POST", url(theirs!.id, "consent/"), { notice_version: PRIVACY_NOTICE_VERSION });
    const cross = await call(ctx, gym, "POST", url(theirs!.id, "consent/withdraw/"), {});
    expect(cross.statusCode).toBe(404);
    expect(cross.json().error).toBe(MEMBER_NOT_FOUND);
    expect((await consentsOf(other, [theirs!.id])).map((r) => r.action)).toEqual(["GIVEN"]);
    expect(await consentsOf(gym, [none!.id])).toEqual([]);
  });

  it("no WhatsApp reminder is offered for a member who withdrew; one who consented (or never said) still gets theirs", async () => {
    const [withdrew, consented, silent] = await membersWithPlan(ctx, gym, ["1000", "1000", "1000"]);
    const bills = [];
    for (const id of [withdrew!, consented!, silent!]) {
      const res = await createPayment(ctx, gym, { member_id: id, membership_month: "2026-12-01" });
      expect(res.statusCode, res.body).toBe(200);
      bills.push(res.json().payment);
    }
    for (const id of [withdrew!, consented!])
      await call(ctx, gym, "POST", url(id, "consent/"), { notice_version: PRIVACY_NOTICE_VERSION });
    await call(ctx, gym, "POST", url(withdrew!, "consent/withdraw/"), {});
    const res = await call(ctx, gym, "POST", `${PAYMENTS}/reminders/`, { payment_ids: bills.map((b) => b.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .reminders.map((r: { member_id: number }) => r.member_id)
        .sort(),
    ).toEqual([consented!, silent!].sort());
    expect(res.json().skipped).toEqual([
      { payment_id: bills[0].id, member_name: bills[0].member_name, reason: CONSENT_WITHDRAWN_NO_MESSAGES },
    ]);
  });
});

/** The entries of a zip: name → bytes (yauzl, the backups' reader). */
async function unzip(body: Buffer): Promise<Map<string, Buffer>> {
  const yauzl = await import("yauzl");
  const zip = await new Promise<import("yauzl").ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(body, { lazyEntries: true }, (err, z) => (err ? reject(err) : resolve(z!))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: import("yauzl").Entry) => {
      zip.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        stream!.on("data", (c: Buffer) => chunks.push(c));
        stream!.on("end", () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on("end", resolve);
    zip.on("error", reject);
    zip.readEntry();
  });
  return entries;
}

describe("GET /api/members/members/{id}/data-export/zip/ (decision 0309)", () => {
  it("the JSON, the member's invoice PDFs and photos, and nothing of another member", async () => {
    const made = async (tag: string, colour: { r: number; g: number; b: number }) => {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/android/member/register/",
        headers: gym.auth,
        payload: form({ ...person({ plan_amount: "1500" }), profile_photo: file(await png(colour), `${tag}.png`) }),
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().member_details.id as number;
      const paid = await createPayment(ctx, withKey(gym, `zip-${tag}-${id}`), {
        member_id: id,
        amount: "1500",
        payment_date: TODAY,
        payment_method: "UPI",
      });
      expect(paid.statusCode, paid.body).toBe(200);
      return id;
    };
    const [mine, theirs] = [
      await made("mine", { r: 200, g: 40, b: 40 }),
      await made("theirs", { r: 40, g: 200, b: 40 }),
    ];
    const invoiceNumbers = async (id: number) =>
      (await call(ctx, gym, "GET", `/api/expenses/invoices/?member_id=${id}`))
        .json()
        .invoices.map(
          (i: { invoice_number: string }) => `invoices/INV-${i.invoice_number.replaceAll("/", "-")}.pdf`,
        ) as string[];

    const res = await call(ctx, gym, "GET", url(mine, "data-export/zip/"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["cache-control"]).toBe("no-store");
    const json = (await call(ctx, gym, "GET", url(mine, "data-export/"))).json();
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="member-${json.member.member_id}-data.zip"`);

    const entries = await unzip(res.rawPayload);
    const mineInvoices = await invoiceNumbers(mine);
    expect(mineInvoices).toHaveLength(1);
    const photoUrl = json.member.profile_photo_url as string;
    const photoEntry = `photos/profile${photoUrl.slice(photoUrl.lastIndexOf("."))}`;
    expect([...entries.keys()].sort()).toEqual([MEMBER_EXPORT_ZIP_JSON, ...mineInvoices, photoEntry].sort());
    const data = JSON.parse(entries.get(MEMBER_EXPORT_ZIP_JSON)!.toString("utf8"));
    expect(data.member.id).toBe(mine);
    expect(entries.get(mineInvoices[0]!)!.subarray(0, 5).toString()).toBe("%PDF-");
    // The photo is the member's own stored file, byte for byte.
    const stored = await call(ctx, gym, "GET", photoUrl);
    expect(stored.statusCode).toBe(200);
    expect(entries.get(photoEntry)!.equals(stored.rawPayload)).toBe(true);
    // Nothing of the other member: not their invoice, not their photo.
    for (const name of await invoiceNumbers(theirs)) expect(entries.has(name)).toBe(false);
    const theirPhoto = (await call(ctx, gym, "GET", url(theirs, "data-export/"))).json().member.profile_photo_url;
    const theirBytes = (await call(ctx, gym, "GET", theirPhoto)).rawPayload;
    expect([...entries.values()].some((b) => b.equals(theirBytes))).toBe(false);
  });

  it("is a 404 for an unknown member and for another gym's member", async () => {
    const theirs = await beyondThisGym();
    for (const id of [999_999, theirs.id]) {
      const res = await call(ctx, gym, "GET", url(id, "data-export/zip/"));
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(MEMBER_NOT_FOUND);
    }
  });
});
