import { CONSENT_NOTICE_OUTDATED, CONSENT_RECORDED, MEMBER_NOT_FOUND, PRIVACY_NOTICE_VERSION } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { rowsIn } from "../support/data-rights.ts";
import { insertMembers } from "../support/members.ts";

// A member's data rights (decisions 0300-0302): GET data-rights/ and the consent staff record. The export is
// data-export.test.ts (its zip data-export-zip.test.ts), erasure erasure.test.ts; consent on the forms
// consent.test.ts, its withdrawal consent-withdraw.test.ts.

let ctx: TestContext;
let gym: TestGym;

const TODAY = "2026-12-13";
const url = (id: number, tail: string) => `/api/members/members/${id}/${tail}`;

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant(TODAY));
  gym = await createGym(ctx, "rights");
});
afterAll(() => ctx.close());

describe("consent (decision 0300)", () => {
  it("records the current notice's version, the time and the staff user; the latest consent is answered", async () => {
    const [m] = await insertMembers(ctx, gym, [{}]);
    let res = await call(ctx, gym, "GET", url(m!.id, "data-rights/"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data_rights).toMatchObject({
      member_id: m!.id,
      consent: null,
      consent_current: false,
      erasure: null,
      notice: { version: PRIVACY_NOTICE_VERSION },
    });
    res = await call(ctx, gym, "POST", url(m!.id, "consent/"), { notice_version: PRIVACY_NOTICE_VERSION });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: CONSENT_RECORDED,
      data_rights: {
        consent: {
          notice_version: PRIVACY_NOTICE_VERSION,
          given_at: expect.stringMatching(/^2026-12-13T04:30:/),
          recorded_by: "Test Owner",
        },
        consent_current: true,
      },
    });
  });

  it("refuses a notice version that is not the current one, and a member of another gym", async () => {
    const [m] = await insertMembers(ctx, gym, [{}]);
    const res = await call(ctx, gym, "POST", url(m!.id, "consent/"), { notice_version: "0" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(CONSENT_NOTICE_OUTDATED);
    const rows = await rowsIn(
      ctx,
      gym,
      (t) => `SELECT count(*)::int AS n FROM ${t("member_consents")} WHERE member_id = $1`,
      [m!.id],
    );
    expect(rows[0].n).toBe(0);
    const missing = await call(ctx, gym, "POST", url(999_999, "consent/"), { notice_version: PRIVACY_NOTICE_VERSION });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe(MEMBER_NOT_FOUND);
  });
});
