import {
  CONSENT_WITHDRAWN,
  CONSENT_WITHDRAWN_NO_MESSAGES,
  MEMBER_ALREADY_ERASED,
  MEMBER_NOT_FOUND,
  NO_CONSENT_TO_WITHDRAW,
  PRIVACY_NOTICE_VERSION,
} from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, gymInstant, type TestContext, type TestGym } from "../support/context.ts";
import { consentsOf } from "../support/data-rights.ts";
import { createPayment, membersWithPlan, PAYMENTS } from "../support/member-payments.ts";
import { insertMembers, memberOfOtherGym, memberUrl } from "../support/members.ts";

/** Withdrawing a member's consent, and what it stops (decision 0305). */
let ctx: TestContext;
let gym: TestGym;
let other: TestGym;

const TODAY = "2026-12-13";

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.pin(gymInstant(TODAY));
  [gym, other] = await Promise.all([createGym(ctx, "consent"), createGym(ctx, "consentother")]);
});
afterAll(() => ctx.close());

describe("POST /api/members/members/{id}/consent/withdraw/ (decision 0305)", () => {
  it("records the withdrawal (time, staff user, the notice consented to); the card and the export show it", async () => {
    const [m] = await insertMembers(ctx, gym, [{}]);
    const given = await call(ctx, gym, "POST", memberUrl(m!.id, "consent/"), {
      notice_version: PRIVACY_NOTICE_VERSION,
    });
    expect(given.statusCode, given.body).toBe(200);
    ctx.clock.pin(gymInstant(TODAY, "18:45"));
    try {
      const res = await call(ctx, gym, "POST", memberUrl(m!.id, "consent/withdraw/"), {});
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
      const exported = await call(ctx, gym, "GET", memberUrl(m!.id, "data-export/"));
      expect(exported.json().consents.map((c: { action: string }) => c.action)).toEqual(["GIVEN", "WITHDRAWN"]);

      // A second withdrawal has nothing to withdraw; consent may be given again afterwards.
      const again = await call(ctx, gym, "POST", memberUrl(m!.id, "consent/withdraw/"), {});
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe(NO_CONSENT_TO_WITHDRAW);
      ctx.clock.pin(gymInstant(TODAY, "19:00"));
      const regiven = await call(ctx, gym, "POST", memberUrl(m!.id, "consent/"), {
        notice_version: PRIVACY_NOTICE_VERSION,
      });
      expect(regiven.json().data_rights).toMatchObject({ consent: { action: "GIVEN" }, consent_current: true });
    } finally {
      ctx.clock.pin(gymInstant(TODAY));
    }
  });

  it("is a 409 with no consent recorded or after erasure, a 404 for another gym's member; nothing is written", async () => {
    const [none] = await insertMembers(ctx, gym, [{}]);
    const res = await call(ctx, gym, "POST", memberUrl(none!.id, "consent/withdraw/"));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(NO_CONSENT_TO_WITHDRAW);

    const [erased] = await insertMembers(ctx, gym, [{ status: "SUSPENDED" }]);
    await call(ctx, gym, "POST", memberUrl(erased!.id, "consent/"), { notice_version: PRIVACY_NOTICE_VERSION });
    expect((await call(ctx, gym, "POST", memberUrl(erased!.id, "erase/"), { force: "true" })).statusCode).toBe(200);
    const afterErasure = await call(ctx, gym, "POST", memberUrl(erased!.id, "consent/withdraw/"), {});
    expect(afterErasure.statusCode).toBe(409);
    expect(afterErasure.json().error).toBe(MEMBER_ALREADY_ERASED);

    const theirs = await memberOfOtherGym(ctx, gym, other);
    await call(ctx, other, "POST", memberUrl(theirs!.id, "consent/"), { notice_version: PRIVACY_NOTICE_VERSION });
    const cross = await call(ctx, gym, "POST", memberUrl(theirs!.id, "consent/withdraw/"), {});
    expect(cross.statusCode).toBe(404);
    expect(cross.json().error).toBe(MEMBER_NOT_FOUND);
    expect((await consentsOf(ctx, other, [theirs!.id])).map((r) => r.action)).toEqual(["GIVEN"]);
    expect(await consentsOf(ctx, gym, [none!.id])).toEqual([]);
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
      await call(ctx, gym, "POST", memberUrl(id, "consent/"), { notice_version: PRIVACY_NOTICE_VERSION });
    await call(ctx, gym, "POST", memberUrl(withdrew!, "consent/withdraw/"), {});
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
