import { expect } from "vitest";
import { qualified } from "../../src/db/pool.ts";
import { call } from "./calls.ts";
import { gymInstant, type TestContext, type TestGym } from "./context.ts";
import { insertFeedback } from "./feedback.ts";
import { createPayment, membersWithPlan, withKey } from "./member-payments.ts";

// A member's data rights (decisions 0300-0305, 0309): helpers shared by test/members/data-rights, data-export,
// data-export-zip, erasure, consent and consent-withdraw.

/** The rows of a statement on one gym's tables: `text` names each table through `t` (schema-qualified). */
export const rowsIn = async (
  ctx: TestContext,
  g: TestGym,
  text: (t: (n: string) => string) => string,
  params: unknown[] = [],
) =>
  (
    await ctx.db.pool.query(
      text((n) => qualified(g.schema, n)),
      params,
    )
  ).rows;

/** A member with some of everything the gym keeps about a person: a paid bill (receipt, invoice, ledger row), a visit, feedback with an attachment name, a freeze. `day` is the file's pinned day. */
export async function memberWithHistory(
  ctx: TestContext,
  g: TestGym,
  day: string,
  tag: string,
  seed: Record<string, string> = {},
) {
  const [id] = await membersWithPlan(ctx, g, ["1500"], {
    first_name: `First${tag}`,
    last_name: `Last${tag}`,
    email: `${tag}@example.com`,
    phone: "9812345678",
    address: `${tag} Street, Pune`,
    emergency_contact: `Kin of ${tag}`,
    notes: `Notes about ${tag}`,
    ...seed,
  });
  const paid = await createPayment(ctx, withKey(g, `rights-${tag}-${id}`), {
    member_id: id,
    amount: "1500",
    payment_date: day,
    payment_method: "UPI",
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await rowsIn(
    ctx,
    g,
    (t) => `INSERT INTO ${t("check_ins")} (member_id, checked_in_at, day, hour, via, door_colour, override_reason)
            VALUES ($1, $2, $3, 10, 'SEARCH', 'AMBER', $4)`,
    [id, gymInstant(day, "10:00"), day, `Override for ${tag}`],
  );
  const feedbackId = await insertFeedback(ctx, g, { member_id: id!, subject: `Subject of ${tag}` });
  await rowsIn(
    ctx,
    g,
    (t) => `INSERT INTO ${t("feedback_responses")} (feedback_id, author, message) VALUES ($1, 'MEMBER', $2)`,
    [feedbackId, `Reply from ${tag}`],
  );
  await rowsIn(
    ctx,
    g,
    (t) =>
      `INSERT INTO ${t("member_freezes")} (member_id, from_date, to_date, reason) VALUES ($1, '2026-11-01', '2026-11-05', $2)`,
    [id, `Knee surgery of ${tag}`],
  );
  return id!;
}

/** GET the member's data export (the response, unchecked). */
export async function memberDataExport(ctx: TestContext, g: TestGym, id: number) {
  const res = await call(ctx, g, "GET", `/api/members/members/${id}/data-export/`);
  return res;
}

export interface ConsentDbRow {
  member_id: number;
  notice_version: string;
  action: string;
  source: string;
  recorded_by_name: string;
  given_at: Date;
}

/** The consent rows of these members as stored, oldest first. */
export async function consentsOf(ctx: TestContext, g: TestGym, ids: number[]): Promise<ConsentDbRow[]> {
  const res = await ctx.db.pool.query(
    `SELECT member_id, notice_version, action::text, source::text, recorded_by_name, given_at
       FROM ${qualified(g.schema, "member_consents")} WHERE member_id = ANY($1::int[]) ORDER BY id`,
    [ids],
  );
  return res.rows;
}

// Names every applicant apart within a worker's run (a gym's usernames and emails are unique).
let applicants = 0;

/** Add New Member's fields of a valid person (register/'s body), `overrides` on top. */
export function applicant(overrides: Record<string, string> = {}) {
  applicants += 1;
  return {
    username: `asha${applicants}`,
    password: "S3cret-pass",
    email: `asha${applicants}@example.com`,
    first_name: "Asha",
    last_name: "Rao",
    phone: "9876543210",
    date_of_birth: "1992-04-15",
    gender: "F",
    ...overrides,
  };
}
