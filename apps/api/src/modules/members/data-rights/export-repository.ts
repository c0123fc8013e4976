import { Readable } from "node:stream";
import { MEMBER_EXPORT_FORMAT, type MemberExportSection } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";
import { privacyNoticeRepository } from "../privacy-notice/repository.ts";

/** Rows read per query: a member with years of visits is read in pages, never whole (decision 0301). */
const BATCH = 500;

/**
 * One section of the export: every row of a table that is about the member, as the row's own JSON
 * (`to_jsonb`, so numbers such as amounts keep their exact decimal text), with the names or links a
 * reader needs added. `$1` is the member's id, `$2` the last id read (keyset paging on `x.id`).
 */
function sections(t: (name: string) => string): Record<MemberExportSection, string> {
  const receipts = `${t("payment_receipts")} x JOIN ${t("member_payments")} p ON p.id = x.payment_id`;
  return {
    consents: `SELECT x.id, to_jsonb(x)::text AS json FROM ${t("member_consents")} x WHERE x.member_id = $1`,
    erasure: `SELECT x.id, to_jsonb(x)::text AS json FROM ${t("member_erasures")} x WHERE x.member_id = $1`,
    payments: `SELECT x.id, to_jsonb(x)::text AS json FROM ${t("member_payments")} x WHERE x.member_id = $1`,
    receipts: `SELECT x.id, (to_jsonb(x) || jsonb_build_object('membership_month', p.membership_month,
                 'invoice_download', '/api/expenses/invoices/' || x.id || '/download/'))::text AS json
                 FROM ${receipts} WHERE p.member_id = $1`,
    ledger: `SELECT x.id, to_jsonb(x)::text AS json FROM ${t("expense_transactions")} x WHERE x.member_id = $1`,
    visits: `SELECT x.id, to_jsonb(x)::text AS json FROM ${t("check_ins")} x WHERE x.member_id = $1`,
    cards: `SELECT x.id, to_jsonb(x)::text AS json FROM ${t("member_cards")} x WHERE x.member_id = $1`,
    freezes: `SELECT x.id, to_jsonb(x)::text AS json FROM ${t("member_freezes")} x WHERE x.member_id = $1`,
    freeze_requests: `SELECT x.id, to_jsonb(x)::text AS json FROM ${t("freeze_requests")} x WHERE x.member_id = $1`,
    bookings: `SELECT x.id, (to_jsonb(x) || jsonb_build_object('trainer_name', tr.name))::text AS json
                 FROM ${t("trainer_bookings")} x LEFT JOIN ${t("trainers")} tr ON tr.id = x.trainer_id WHERE x.user_id = $1`,
    assignments: `SELECT x.id, (to_jsonb(x) || jsonb_build_object('exercise_name', e.name))::text AS json
                    FROM ${t("exercise_assignments")} x LEFT JOIN ${t("exercises")} e ON e.id = x.exercise_id WHERE x.member_id = $1`,
    feedback: `SELECT x.id, (to_jsonb(x) || jsonb_build_object('attachment_url',
                 CASE WHEN x.attachment IS NULL THEN NULL ELSE '/media/' || x.attachment END))::text AS json
                 FROM ${t("feedback")} x WHERE x.member_id = $1`,
    feedback_responses: `SELECT x.id, to_jsonb(x)::text AS json FROM ${t("feedback_responses")} x
                           JOIN ${t("feedback")} f ON f.id = x.feedback_id WHERE f.member_id = $1`,
    workout_completions: `SELECT x.id, to_jsonb(x)::text AS json FROM ${t("workout_completions")} x WHERE x.member_id = $1`,
  };
}

/**
 * Everything the gym holds about one member (DPDP Act s. 11; decision 0301), as one JSON document
 * streamed section by section: the member row (no password hash; the photo as its /media/ link), then
 * each section's rows in pages of BATCH. Null when there is no such member in this gym.
 */
export async function memberExport(
  ctx: DataContext,
  id: number,
  gymName: string,
): Promise<{ memberCode: string; stream: Readable } | null> {
  const { db, schema, now } = ctx;
  const t = (name: string) => qualified(schema, name);
  const head = await db.$queryRawUnsafe<{ member_id: string; json: string }[]>(
    `SELECT m.member_id, ((to_jsonb(m) - 'password_hash') || jsonb_build_object('profile_photo_url',
            CASE WHEN m.profile_photo IS NULL THEN NULL ELSE '/media/' || m.profile_photo END))::text AS json
       FROM ${t("members")} m WHERE m.id = $1`,
    id,
  );
  const member = head[0];
  if (!member) return null;
  const queries = sections(t);
  const exportedAt = now().toISOString();
  const noticeVersion = String((await privacyNoticeRepository(ctx).current()).version);

  async function* document() {
    yield `{"format":${JSON.stringify(MEMBER_EXPORT_FORMAT)},"gym":${JSON.stringify(gymName)},`;
    yield `"exported_at":${JSON.stringify(exportedAt)},"current_notice_version":${JSON.stringify(noticeVersion)},`;
    yield `"member":${member!.json}`;
    for (const [name, sql] of Object.entries(queries)) {
      yield `,${JSON.stringify(name)}:[`;
      let after = 0;
      let first = true;
      for (;;) {
        const rows = await db.$queryRawUnsafe<{ id: number; json: string }[]>(
          `${sql} AND x.id > $2 ORDER BY x.id LIMIT ${BATCH}`,
          id,
          after,
        );
        if (rows.length === 0) break;
        yield (first ? "" : ",") + rows.map((r) => r.json).join(",");
        first = false;
        after = rows[rows.length - 1]!.id;
        if (rows.length < BATCH) break;
      }
      yield "]";
    }
    yield "}\n";
  }
  return { memberCode: member.member_id, stream: Readable.from(document()) };
}

/** A file of the member's zip export (decision 0309): a receipt's invoice, or a stored photo. */
export type MemberExportFile =
  | { kind: "invoice"; receipt_id: number; invoice_number: string }
  | { kind: "photo"; name: string; path: string };

/**
 * The files of one member's zip export: each receipt's invoice (made as the zip reaches it), the profile
 * photo and their feedback attachments (the stored relative paths). Ids and paths only, never file bodies.
 */
export async function memberExportFiles({ db, schema }: DataContext, id: number): Promise<MemberExportFile[]> {
  const t = (name: string) => qualified(schema, name);
  const receipts = await db.$queryRawUnsafe<{ id: number; invoice_number: string }[]>(
    `SELECT r.id, r.invoice_number FROM ${t("payment_receipts")} r JOIN ${t("member_payments")} p ON p.id = r.payment_id
      WHERE p.member_id = $1 ORDER BY r.id`,
    id,
  );
  const photos = await db.$queryRawUnsafe<{ name: string; path: string }[]>(
    `SELECT 'profile' AS name, m.profile_photo AS path FROM ${t("members")} m WHERE m.id = $1 AND m.profile_photo IS NOT NULL
     UNION ALL
     SELECT 'feedback-' || f.id, f.attachment FROM ${t("feedback")} f WHERE f.member_id = $1 AND f.attachment IS NOT NULL
     ORDER BY 1`,
    id,
  );
  return [
    ...receipts.map((r) => ({ kind: "invoice" as const, receipt_id: r.id, invoice_number: r.invoice_number })),
    ...photos.map((p) => ({ kind: "photo" as const, name: p.name, path: p.path })),
  ];
}
