import {
  addDays,
  BULK_EMPTY_FILE,
  BULK_MAX_ROWS,
  BULK_REQUIRED_COLUMNS,
  type BulkCreatedMember,
  type BulkUploadResponse,
  bulkMissingColumns,
  bulkTooManyRows,
  DEFAULT_MEMBERSHIP_DAYS,
  NO_FILE_SELECTED,
} from "@gym/contracts";
import { badRequest } from "../../../lib/http-errors.ts";
import { isUploadedFile } from "../../../uploads/uploaded-file.ts";
import type { AreaContext } from "../../context.ts";
import { activePlansByName, type MemberPlan } from "../../plans/service.ts";
import { assertCurrentNotice } from "../data-rights/service.ts";
import type { TryInsert } from "../insert-repository.ts";
import type { NewMemberRow } from "../member-rows.ts";
import { type MembersRepository, membersRepository } from "../repository.ts";
import { generatePassword, hashAll } from "./passwords.ts";
import { readSheetIsolated } from "./read-sheet-isolated.ts";
import { type BulkRow, parseRow } from "./rows.ts";
import { detectSheetKind } from "./sheet-kind.ts";

/** Rows per INSERT statement. */
const CHUNK = 1000;

interface Candidate {
  row: number;
  data: BulkRow & { username: string; emergency_contact: string };
  password: string;
  generated: boolean;
}

/**
 * Bulk member upload (part 1 §3, §5). The whole file is refused (400) only when it cannot be used
 * at all: no file, not a spreadsheet, missing columns, no rows, too many rows. Otherwise every row
 * stands alone: a bad row is reported with its row number and never blocks the good ones. The good
 * ones are written in one transaction: all of them exist once the answer goes out, or none does.
 */
export async function bulkUpload(
  ctx: AreaContext,
  file: unknown,
  consent: { noticeVersion?: string | undefined; staffUserId: number | null } = { staffUserId: null },
): Promise<BulkUploadResponse> {
  await assertCurrentNotice(ctx, consent.noticeVersion);
  if (!isUploadedFile(file)) throw badRequest(NO_FILE_SELECTED);
  if (file.size === 0) throw badRequest(BULK_EMPTY_FILE);
  const sheet = await readSheetIsolated(file, await detectSheetKind(file), BULK_MAX_ROWS);
  const missing = BULK_REQUIRED_COLUMNS.filter((c) => !sheet.header.includes(c));
  if (sheet.header.length === 0 || (sheet.rows.length === 0 && missing.length === BULK_REQUIRED_COLUMNS.length)) {
    throw badRequest(BULK_EMPTY_FILE);
  }
  if (missing.length) throw badRequest(bulkMissingColumns(missing), { missing_columns: missing });
  if (sheet.rows.length === 0) throw badRequest(BULK_EMPTY_FILE);
  if (sheet.tooMany) throw badRequest(bulkTooManyRows(BULK_MAX_ROWS));

  const today = ctx.today();
  const repo = membersRepository(ctx);
  const errors: { row: number; error: string }[] = [];
  const candidates = await checkRows(repo, sheet.header, sheet.rows, errors, today);
  const hashes = await hashAll(candidates);

  const joining_date = today;
  // A plan_name that names an active catalogue plan puts the member on it (decision 0290).
  const plans = await activePlansByName(ctx);
  const created: BulkCreatedMember[] = [];
  // One transaction for the whole file (decision 0210): until the answer carrying the passwords is
  // on its way, no member of the file exists, so a crash never leaves members nobody has credentials for.
  await repo.inOneTransaction(async ({ tryInsert, dataRights }) => {
    for (let start = 0; start < candidates.length; start += CHUNK) {
      const chunk = candidates.slice(start, start + CHUNK);
      const rows = chunk.map((c, i) => newMemberRow(c, hashes[start + i]!, joining_date, plans));
      const { inserted, failed } = await insertChunk(tryInsert, rows, today);
      const byEmail = new Map(inserted.map((r) => [r.email, r]));
      for (const c of chunk) {
        const member = byEmail.get(c.data.email);
        if (!member) {
          errors.push({ row: c.row, error: failed.has(c.data.email) ? NOT_SAVED : TAKEN_MEANWHILE });
          continue;
        }
        created.push({
          id: member.id,
          name: `${member.first_name} ${member.last_name}`,
          member_id: member.member_id,
          email: member.email,
          phone: member.phone,
          username: member.username,
          default_password: c.password,
        });
      }
    }
    // The uploader confirmed every member of the sheet was given this notice (decision 0304): their
    // consents are written with them, all or none.
    if (consent.noticeVersion)
      await dataRights.recordConsents(
        created.map((m) => m.id),
        consent.noticeVersion,
        { staffUserId: consent.staffUserId, source: "BULK_UPLOAD" },
      );
  });
  errors.sort((a, b) => a.row - b.row);
  const total = sheet.rows.length;
  return {
    success: true,
    message: `Bulk upload completed: ${created.length} of ${total} member(s) created${errors.length ? `, ${errors.length} row(s) failed` : ""}.`,
    results: {
      total_processed: total,
      successful: created.length,
      failed: errors.length,
      created_members: created,
      errors,
    },
  };
}

function newMemberRow(
  c: Candidate,
  password_hash: string,
  joining_date: string,
  plans: Map<string, MemberPlan>,
): NewMemberRow {
  const plan = c.data.plan_name ? plans.get(c.data.plan_name.trim().toLowerCase()) : undefined;
  const renewal_date = addDays(joining_date, plan?.term_days ?? DEFAULT_MEMBERSHIP_DAYS);
  return {
    username: c.data.username,
    email: c.data.email,
    password_hash,
    first_name: c.data.first_name,
    last_name: c.data.last_name,
    phone: c.data.phone,
    gender: c.data.gender,
    date_of_birth: c.data.date_of_birth,
    address: c.data.address,
    emergency_contact: c.data.emergency_contact,
    notes: c.data.notes ?? "",
    joining_date,
    renewal_date,
    profile_photo: null,
    plan_name: plan ? plan.plan_name : c.data.plan_name || null,
    plan_amount: plan ? plan.plan_amount : (c.data.plan_amount ?? null),
    plan_id: plan?.plan_id ?? null,
    gstin: c.data.gstin,
  };
}

/** Row rules, then uniqueness of email and username within the file and against the gym's members. */
async function checkRows(
  repo: MembersRepository,
  header: string[],
  rows: { row: number; cells: Parameters<typeof parseRow>[1] }[],
  errors: { row: number; error: string }[],
  today: string,
): Promise<Candidate[]> {
  const seenEmail = new Map<string, number>();
  const seenUsername = new Map<string, number>();
  const valid: Candidate[] = [];
  for (const { row, cells } of rows) {
    const parsed = parseRow(header, cells, today);
    if (!parsed.ok) {
      errors.push({ row, error: parsed.error });
      continue;
    }
    const { email, username } = parsed.value;
    const dupEmail = seenEmail.get(email);
    const dupUsername = seenUsername.get(username);
    if (dupEmail !== undefined) {
      errors.push({ row, error: `Duplicate email ${email} in this file (first on row ${dupEmail})` });
      continue;
    }
    if (dupUsername !== undefined) {
      errors.push({ row, error: `Duplicate username ${username} in this file (first on row ${dupUsername})` });
      continue;
    }
    seenEmail.set(email, row);
    seenUsername.set(username, row);
    const password = parsed.value.password || generatePassword();
    valid.push({ row, data: parsed.value, password, generated: !parsed.value.password });
  }
  const taken = await repo.taken(
    valid.map((c) => c.data.username),
    valid.map((c) => c.data.email),
  );
  return valid.filter((c) => {
    if (taken.emails.has(c.data.email))
      errors.push({ row: c.row, error: `A member with email ${c.data.email} already exists` });
    else if (taken.usernames.has(c.data.username))
      errors.push({ row: c.row, error: `A member with username ${c.data.username} already exists` });
    else return true;
    return false;
  });
}

const TAKEN_MEANWHILE = "A member with this email or username already exists";
const NOT_SAVED = "This member could not be saved. Please check the row and try again.";

/** One statement per chunk; should it fail as a whole (it should not), each row is tried alone. */
async function insertChunk(tryInsert: TryInsert, rows: NewMemberRow[], today: string) {
  const failed = new Set<string>();
  const all = await tryInsert(rows, today);
  if (all) return { inserted: all, failed };
  const inserted = [];
  for (const row of rows) {
    const one = await tryInsert([row], today);
    if (one) inserted.push(...one);
    else failed.add(row.email);
  }
  return { inserted, failed };
}
