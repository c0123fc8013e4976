import {
  CONSENT_NOTICE_OUTDATED,
  type DataRights,
  ERASURE_ACTIVE_MEMBERSHIP,
  ERASURE_OPEN_DUES,
  MEMBER_ALREADY_ERASED,
  MEMBER_NOT_FOUND,
  NO_CONSENT_TO_WITHDRAW,
} from "@gym/contracts";
import { badRequest, conflict, notFound } from "../../../lib/http-errors.ts";
import { removeFiles } from "../../../uploads/kept-files.ts";
import type { AreaContext, DataContext } from "../../context.ts";
import { privacyNoticeRepository } from "../privacy-notice/repository.ts";
import { toDataRights } from "./present.ts";
import { dataRightsRepository } from "./repository.ts";

/** GET .../{id}/data-rights/: the notice, the member's latest consent, their erasure, and what erasure would meet today. */
export async function getDataRights(ctx: AreaContext, id: number): Promise<DataRights> {
  const repo = dataRightsRepository(ctx);
  const standing = await repo.standing(id, ctx.today());
  if (!standing) throw notFound(MEMBER_NOT_FOUND);
  const notices = privacyNoticeRepository(ctx);
  const [consent, erasure, notice] = await Promise.all([repo.latestConsent(id), repo.erasure(id), notices.current()]);
  const version = consent ? Number(consent.notice_version) : Number.NaN;
  const agreed = Number.isInteger(version) && version >= 1 ? await notices.version(version) : null;
  return toDataRights(standing, consent, erasure, notice, agreed);
}

/**
 * POST .../{id}/consent/ (decision 0300): the member consented to the notice the desk showed them, now,
 * recorded by the signed-in staff user. Only the current notice can be consented to; an erased member's
 * consent is not asked again (there is nothing left to process).
 */
export async function recordConsent(
  ctx: AreaContext,
  id: number,
  noticeVersion: string,
  staffUserId: number,
): Promise<DataRights> {
  await assertCurrentNotice(ctx, noticeVersion, "notice_version");
  const repo = dataRightsRepository(ctx);
  if (await repo.erasure(id)) throw conflict(MEMBER_ALREADY_ERASED);
  if (!(await repo.recordConsent(id, noticeVersion, staffUserId))) throw notFound(MEMBER_NOT_FOUND);
  return getDataRights(ctx, id);
}

/**
 * A form's `privacy_notice_version` (decisions 0304, 0350): only the gym's current notice can be consented
 * to; a form that showed an older one is refused before anything is written, naming the field.
 */
export async function assertCurrentNotice(
  ctx: DataContext,
  noticeVersion: string | undefined,
  field = "privacy_notice_version",
): Promise<void> {
  if (noticeVersion === undefined) return;
  const current = await privacyNoticeRepository(ctx).current();
  if (noticeVersion !== String(current.version))
    throw badRequest(CONSENT_NOTICE_OUTDATED, { errors: { [field]: CONSENT_NOTICE_OUTDATED } });
}

/**
 * POST .../{id}/consent/withdraw/ (decision 0305): the member withdrew their consent, now, recorded by
 * the signed-in staff user against the notice they had consented to. Refused (409) when their latest row
 * is not a consent given (none recorded, or withdrawn already) or their data was erased.
 */
export async function withdrawConsent(ctx: AreaContext, id: number, staffUserId: number): Promise<DataRights> {
  await dataRightsRepository(ctx).inTransaction(async (tx) => {
    // The member row locked: two withdrawals at once write one row.
    if (!(await tx.standing(id, ctx.today(), true))) throw notFound(MEMBER_NOT_FOUND);
    if (await tx.erasure(id)) throw conflict(MEMBER_ALREADY_ERASED);
    const consent = await tx.latestConsent(id);
    if (consent?.action !== "GIVEN") throw conflict(NO_CONSENT_TO_WITHDRAW);
    await tx.recordConsents([id], consent.notice_version, { staffUserId, source: "PROFILE", action: "WITHDRAWN" });
  });
  return getDataRights(ctx, id);
}

/**
 * POST .../{id}/erase/ (decision 0302): the member's personal data erased in one transaction, refused
 * while they owe money on a bill due by today or their membership still runs, unless the owner confirms
 * (`force`). The photo and feedback attachments are deleted once the rows no longer name them.
 */
export async function eraseMember(
  ctx: AreaContext,
  id: number,
  force: boolean,
  staffUserId: number,
): Promise<DataRights> {
  const today = ctx.today();
  const repo = dataRightsRepository(ctx);
  const files = await repo.inTransaction(async (tx) => {
    const standing = await tx.standing(id, today, true);
    if (!standing) throw notFound(MEMBER_NOT_FOUND);
    if (await tx.erasure(id)) throw conflict(MEMBER_ALREADY_ERASED);
    if (!force && Number(standing.open_dues) > 0)
      throw conflict(ERASURE_OPEN_DUES(standing.open_dues), { open_dues: standing.open_dues });
    if (!force && standing.active_until)
      throw conflict(ERASURE_ACTIVE_MEMBERSHIP(standing.active_until), {
        active_until: standing.active_until,
      });
    return (await tx.erase(standing, { staffUserId, forced: force })).files;
  });
  await removeFiles(ctx, files);
  return getDataRights(ctx, id);
}
