import { MEMBER_EXPORT_ZIP_JSON, MEMBER_NOT_FOUND } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readZip } from "../support/backup.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { applicant } from "../support/data-rights.ts";
import { createPayment, withKey } from "../support/member-payments.ts";
import { memberOfOtherGym, memberUrl } from "../support/members.ts";
import { file, form, png } from "../support/multipart.ts";

/** A member's data export as a zip: the JSON, their invoices and photos (decision 0309). */
let ctx: TestContext;
let gym: TestGym;
let other: TestGym;

const TODAY = "2026-12-13";

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant(TODAY));
  [gym, other] = await Promise.all([createGym(ctx, "exportzip"), createGym(ctx, "exportzipother")]);
});
afterAll(() => ctx.close());

describe("GET /api/members/members/{id}/data-export/zip/ (decision 0309)", () => {
  it("the JSON, the member's invoice PDFs and photos, and nothing of another member", async () => {
    const made = async (tag: string, colour: { r: number; g: number; b: number }) => {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/android/member/register/",
        headers: gym.auth,
        payload: form({ ...applicant({ plan_amount: "1500" }), profile_photo: file(await png(colour), `${tag}.png`) }),
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

    const res = await call(ctx, gym, "GET", memberUrl(mine, "data-export/zip/"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["cache-control"]).toBe("no-store");
    const json = (await call(ctx, gym, "GET", memberUrl(mine, "data-export/"))).json();
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="member-${json.member.member_id}-data.zip"`);

    const entries = await readZip(res.rawPayload);
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
    const theirPhoto = (await call(ctx, gym, "GET", memberUrl(theirs, "data-export/"))).json().member.profile_photo_url;
    const theirBytes = (await call(ctx, gym, "GET", theirPhoto)).rawPayload;
    expect([...entries.values()].some((b) => b.equals(theirBytes))).toBe(false);
  });

  it("is a 404 for an unknown member and for another gym's member", async () => {
    const theirs = await memberOfOtherGym(ctx, gym, other);
    for (const id of [999_999, theirs.id]) {
      const res = await call(ctx, gym, "GET", memberUrl(id, "data-export/zip/"));
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(MEMBER_NOT_FOUND);
    }
  });
});
