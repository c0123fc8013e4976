import {
  addDays,
  DATE_OF_BIRTH_IN_FUTURE,
  DEFAULT_MEMBERSHIP_DAYS,
  dateOfBirthInFuture,
  EMAIL_TAKEN,
  MEMBER_NOT_FOUND,
  type Member,
  type MemberRegisterFields,
  type MemberRegisterResponse,
  type MemberStatus,
  type MembersListQuery,
  type MembersListResponse,
  RENEWAL_BEFORE_JOINING,
  USERNAME_TAKEN,
} from "@gym/contracts";
import { badRequest, conflict, notFound } from "../../lib/http-errors.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { MEDIA_FOLDERS } from "../../uploads/folders.ts";
import { keepFile, withKeptFiles } from "../../uploads/kept-files.ts";
import type { UploadedFile } from "../../uploads/uploaded-file.ts";
import type { AreaContext } from "../context.ts";
import { planForMember } from "../plans/service.ts";
import { dataRightsRepository } from "./data-rights/repository.ts";
import { assertCurrentNotice } from "./data-rights/service.ts";
import { toMember, toMemberDetails } from "./present.ts";
import { type MembersRepository, membersRepository } from "./repository.ts";

export interface PageLinks {
  /** The URL of the same list with another page number (other query parameters kept). */
  pageUrl(page: number): string;
}

/** One page of members, Django style, with gym-wide stats. Paging, search, filter and stats are SQL. */
export async function listMembers(
  ctx: AreaContext,
  query: MembersListQuery,
  links: PageLinks,
): Promise<MembersListResponse> {
  const today = ctx.today();
  const repo = membersRepository(ctx);
  const filter = {
    today,
    search: query.search || undefined,
    status: query.status,
    archived: query.archived === true,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  };
  const [{ stats, archived: archived_count }, rows, searched] = await Promise.all([
    repo.statsWithArchived(today),
    repo.page(filter),
    filter.search || filter.archived ? repo.count(filter) : null,
  ]);
  // Without a search term (and outside the archive) the stats already hold the count.
  const count = searched ?? (filter.status ? stats[filter.status.toLowerCase() as keyof typeof stats] : stats.total);
  const last = Math.max(1, Math.ceil(count / query.page_size));
  return {
    count,
    next: query.page < last ? links.pageUrl(query.page + 1) : null,
    previous: query.page > 1 ? links.pageUrl(Math.min(query.page - 1, last)) : null,
    results: rows.map((r) => toMember(r, today)),
    stats,
    archived_count,
  };
}

/**
 * Registers one member (part 1 §3, §5): joining date defaults to today, renewal to joining + 30 days.
 * Cheap checks first, then the photo (by content), then the password hash, then one INSERT. A photo
 * kept for a member that could not be written is removed again. With `privacy_notice_version` the
 * member's consent to that notice is recorded with them, by the signed-in staff user (decision 0304).
 */
export async function registerMember(
  ctx: AreaContext,
  input: MemberRegisterFields,
  photo: UploadedFile | undefined,
  staffUserId: number | null = null,
): Promise<MemberRegisterResponse["member_details"]> {
  const today = ctx.today();
  await assertCurrentNotice(ctx, input.privacy_notice_version);
  if (dateOfBirthInFuture(input.date_of_birth, today))
    throw badRequest(DATE_OF_BIRTH_IN_FUTURE, { errors: { date_of_birth: DATE_OF_BIRTH_IN_FUTURE } });
  const joining_date = input.joining_date ?? today;
  // A catalogue plan (decision 0290) gives the name, the amount and the term of the joining grant.
  const plan = input.plan_id === undefined ? null : await planForMember(ctx, input.plan_id);
  const renewal_date = input.renewal_date ?? addDays(joining_date, plan?.term_days ?? DEFAULT_MEMBERSHIP_DAYS);
  if (renewal_date < joining_date)
    throw badRequest(RENEWAL_BEFORE_JOINING, { errors: { renewal_date: RENEWAL_BEFORE_JOINING } });
  const repo = membersRepository(ctx);
  await assertFree(repo, input.username, input.email);

  const profile_photo = photo ? await keepFile(ctx, photo, MEDIA_FOLDERS.members, "image") : null;
  return withKeptFiles(ctx, [profile_photo], async () => {
    const [row] = await repo.insertMany(
      [
        {
          username: input.username,
          email: input.email,
          password_hash: await hashPassword(input.password),
          first_name: input.first_name,
          last_name: input.last_name,
          phone: input.phone,
          gender: input.gender,
          date_of_birth: input.date_of_birth,
          address: input.address ?? "",
          emergency_contact: input.emergency_contact ?? "",
          notes: "",
          joining_date,
          renewal_date,
          profile_photo,
          plan_name: plan ? plan.plan_name : (input.plan_name ?? null),
          plan_amount: plan ? plan.plan_amount : (input.plan_amount ?? null),
          plan_id: plan?.plan_id ?? null,
          gstin: input.gstin,
        },
      ],
      today,
    );
    // Taken between the check and the insert (two owners registering the same person at once).
    if (!row) await assertFree(repo, input.username, input.email);
    if (!row) throw conflict(USERNAME_TAKEN);
    if (input.privacy_notice_version)
      await dataRightsRepository(ctx).recordConsents([row.id], input.privacy_notice_version, {
        staffUserId,
        source: "ADD_MEMBER",
      });
    return toMemberDetails(row);
  });
}

async function assertFree(repo: MembersRepository, username: string, email: string) {
  const taken = await repo.taken([username], [email]);
  if (taken.usernames.size) throw conflict(USERNAME_TAKEN, { errors: { username: USERNAME_TAKEN } });
  if (taken.emails.size) throw conflict(EMAIL_TAKEN, { errors: { email: EMAIL_TAKEN } });
}

/** Suspend or activate; 404 for an id that is not one of this gym's members. */
export async function setMemberStatus(ctx: AreaContext, id: number, status: MemberStatus): Promise<Member> {
  const today = ctx.today();
  const row = await membersRepository(ctx).setStatus(id, status, today);
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return toMember(row, today);
}
