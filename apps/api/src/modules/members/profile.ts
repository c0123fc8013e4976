import {
  addDays,
  DATE_OF_BIRTH_IN_FUTURE,
  DEFAULT_MEMBERSHIP_DAYS,
  dateOfBirthInFuture,
  EMAIL_TAKEN,
  ERASED_MEMBER_NOT_RESTORABLE,
  MEMBER_ARCHIVED,
  MEMBER_ARCHIVED_READ_ONLY,
  MEMBER_DELETED,
  MEMBER_NOT_FOUND,
  type MemberProfile,
  type MemberRemoveResponse,
  type MemberUpdateFields,
  RENEWAL_BEFORE_JOINING,
  USERNAME_TAKEN,
} from "@gym/contracts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { badRequest, conflict, notFound } from "../../lib/http-errors.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { MEDIA_FOLDERS } from "../../uploads/folders.ts";
import { keepFile, removeFiles, withKeptFiles } from "../../uploads/kept-files.ts";
import type { UploadedFile } from "../../uploads/uploaded-file.ts";
import type { AreaContext } from "../context.ts";
import { planForMember } from "../plans/service.ts";
import { dataRightsRepository } from "./data-rights/repository.ts";
import { toMemberProfile } from "./present.ts";
import { memberProfileRepository } from "./profile-repository.ts";

/** GET /api/members/members/{id}/: the member, their plan and the counts of their history (decision 0260). */
export async function getMemberProfile(ctx: AreaContext, id: number): Promise<MemberProfile> {
  const today = ctx.today();
  const row = await memberProfileRepository(ctx).find(id, today);
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return toMemberProfile(row, today);
}

/**
 * PATCH .../{id}/update/: the registration's rules (part 1 §5) checked the same way as registerMember:
 * date of birth not after today, renewal not before joining, username and email free (among the gym's
 * other members). A blank password and a blank renewal_date keep the stored ones (decision 0260); a new
 * photo replaces the old, whose file is removed once the row points at the new one.
 */
export async function updateMember(
  ctx: AreaContext,
  id: number,
  input: MemberUpdateFields,
  photo: UploadedFile | undefined,
): Promise<MemberProfile> {
  const today = ctx.today();
  const repo = memberProfileRepository(ctx);
  const before = await repo.find(id, today);
  if (!before) throw notFound(MEMBER_NOT_FOUND);
  if (before.archived_at) throw conflict(MEMBER_ARCHIVED_READ_ONLY);
  if (dateOfBirthInFuture(input.date_of_birth, today))
    throw badRequest(DATE_OF_BIRTH_IN_FUTURE, { errors: { date_of_birth: DATE_OF_BIRTH_IN_FUTURE } });
  const joining_date = input.joining_date ?? before.joining_date;
  // A catalogue plan (decision 0290); an archived one only when the member is already on it.
  const plan = input.plan_id === undefined ? null : await planForMember(ctx, input.plan_id, before.plan_id);
  const renewal_date =
    input.renewal_date ??
    (joining_date === before.joining_date
      ? before.renewal_date
      : addDays(joining_date, plan?.term_days ?? DEFAULT_MEMBERSHIP_DAYS));
  if (renewal_date < joining_date)
    throw badRequest(RENEWAL_BEFORE_JOINING, { errors: { renewal_date: RENEWAL_BEFORE_JOINING } });
  const assertFree = async () => {
    const taken = await repo.takenByOthers(id, input.username, input.email);
    if (taken.username) throw conflict(USERNAME_TAKEN, { errors: { username: USERNAME_TAKEN } });
    if (taken.email) throw conflict(EMAIL_TAKEN, { errors: { email: EMAIL_TAKEN } });
  };
  await assertFree();

  const profile_photo = photo ? await keepFile(ctx, photo, MEDIA_FOLDERS.members, "image") : undefined;
  await withKeptFiles(ctx, [profile_photo], async () => {
    try {
      const row = await repo.update(id, {
        username: input.username,
        email: input.email,
        password_hash: input.password ? await hashPassword(input.password) : undefined,
        first_name: input.first_name,
        last_name: input.last_name,
        phone: input.phone,
        gender: input.gender,
        date_of_birth: input.date_of_birth,
        address: input.address ?? "",
        emergency_contact: input.emergency_contact ?? "",
        joining_date,
        renewal_date,
        profile_photo,
        plan_name: plan ? plan.plan_name : (input.plan_name ?? null),
        plan_amount: plan ? plan.plan_amount : (input.plan_amount ?? null),
        plan_id: plan?.plan_id ?? null,
        gstin: input.gstin ?? null,
      });
      if (!row) throw notFound(MEMBER_NOT_FOUND);
    } catch (error) {
      // Taken between the check and the update (another edit or registration at the same moment).
      if (isUniqueViolation(error)) await assertFree();
      if (isUniqueViolation(error)) throw conflict(USERNAME_TAKEN);
      throw error;
    }
  });
  if (profile_photo) await removeFiles(ctx, [before.profile_photo]);
  return getMemberProfile(ctx, id);
}

/**
 * DELETE .../{id}/delete/ (decision 0261): a member without money history (no receipt, so no invoice,
 * and no ledger row) is deleted with their pending records, bookings, assignments and visits; a member
 * with any is archived, their payments and invoices kept (GST law keeps invoices).
 */
export async function removeMember(ctx: AreaContext, id: number): Promise<Omit<MemberRemoveResponse, "success">> {
  const repo = memberProfileRepository(ctx);
  const deleted = await repo.deleteWithoutMoney(id);
  if (deleted) {
    await removeFiles(ctx, [deleted.profile_photo]);
    return { removal: "DELETE", message: MEMBER_DELETED };
  }
  if (!(await repo.archive(id))) throw notFound(MEMBER_NOT_FOUND);
  return { removal: "ARCHIVE", message: MEMBER_ARCHIVED };
}

/** POST .../{id}/restore/: an archived member back in lists, tracking and billing. */
export async function restoreMember(ctx: AreaContext, id: number): Promise<MemberProfile> {
  // An erased member stays archived (decision 0302): their row is only what the invoices need.
  if (await dataRightsRepository(ctx).erasure(id)) throw conflict(ERASED_MEMBER_NOT_RESTORABLE);
  if (!(await memberProfileRepository(ctx).restore(id))) throw notFound(MEMBER_NOT_FOUND);
  return getMemberProfile(ctx, id);
}
