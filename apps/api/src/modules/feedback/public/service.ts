import {
  FEEDBACK_CATEGORY_NOT_FOUND,
  FEEDBACK_NOT_FOUND,
  MEMBER_FEEDBACK_SHOWN,
  type MemberFeedback,
  PUBLIC_FEEDBACK_PER_MEMBER_PER_DAY,
  PUBLIC_FOLLOW_UPS_PER_MEMBER_PER_DAY,
  TOO_MANY_FOLLOW_UPS,
  TOO_MUCH_FEEDBACK,
} from "@gym/contracts";
import { badRequest, HttpError, notFound } from "../../../lib/http-errors.ts";
import { MEDIA_FOLDERS } from "../../../uploads/folders.ts";
import { keepFile, withKeptFiles } from "../../../uploads/kept-files.ts";
import type { UploadedFile } from "../../../uploads/uploaded-file.ts";
import type { AreaContext } from "../../context.ts";
import { dataRightsRepository } from "../../members/data-rights/repository.ts";
import { assertCurrentNotice } from "../../members/data-rights/service.ts";
import { toMemberFeedback } from "../present.ts";
import { feedbackRepository } from "../repository.ts";
import { calendarOf } from "../service.ts";
import { type IdentifiedMember, identifyMember } from "./identify.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const tooMany = (message: string) => new HttpError(429, message);

interface Identity {
  member_code: string;
  phone: string;
}

/** The active categories the public form offers: names only. */
export async function publicFeedbackCategories(ctx: AreaContext) {
  return (await feedbackRepository(ctx).categories()).map(({ id, name }) => ({ id, name }));
}

async function memberFeedback(ctx: AreaContext, id: number): Promise<MemberFeedback> {
  const repo = feedbackRepository(ctx);
  const row = await repo.find(calendarOf(ctx), id);
  if (!row) throw notFound(FEEDBACK_NOT_FOUND);
  return toMemberFeedback(row, await repo.thread([id]));
}

/**
 * A member's feedback from the public page (issue 13 ★, decisions 0112, 0113). Checked before
 * anything is written or kept: who the member is (one message for a wrong code or phone), the
 * category, the member's daily limit; then the photo (an image by content, through keepFile) and
 * the row, all or nothing. New feedback starts PENDING and MEDIUM (§4). A ticked consent box
 * (`privacy_notice_version`, decision 0304) records the member's consent to that notice, by the member.
 */
export async function submitPublicFeedback(
  ctx: AreaContext,
  input: Identity & {
    subject: string;
    message: string;
    category_id?: number;
    rating: number;
    privacy_notice_version?: string | undefined;
  },
  photo: UploadedFile | undefined,
): Promise<MemberFeedback> {
  await assertCurrentNotice(ctx, input.privacy_notice_version);
  const member = await identifyMember(ctx, input);
  return writeMemberFeedback(ctx, member, input, photo);
}

/**
 * New feedback of a member already known (the public form after `identifyMember`, or the member's own
 * page through their link, decision 0343): the category, the member's daily limit, then the photo and the
 * row, all or nothing; a ticked consent box records the member's consent.
 */
export async function writeMemberFeedback(
  ctx: AreaContext,
  member: IdentifiedMember,
  input: {
    subject: string;
    message: string;
    category_id?: number | undefined;
    rating: number;
    privacy_notice_version?: string | undefined;
  },
  photo: UploadedFile | undefined,
): Promise<MemberFeedback> {
  const repo = feedbackRepository(ctx);
  if (input.category_id !== undefined && !(await repo.activeCategory(input.category_id))) {
    throw badRequest(FEEDBACK_CATEGORY_NOT_FOUND);
  }
  if ((await repo.sentSince(member.id, new Date(ctx.now().getTime() - DAY_MS))) >= PUBLIC_FEEDBACK_PER_MEMBER_PER_DAY) {
    throw tooMany(TOO_MUCH_FEEDBACK);
  }
  const attachment = photo ? await keepFile(ctx, photo, MEDIA_FOLDERS.feedback, "image") : null;
  const created = await withKeptFiles(ctx, [attachment], () =>
    repo.create({
      member_id: member.id,
      member_name: member.name,
      category_id: input.category_id ?? null,
      subject: input.subject,
      message: input.message,
      rating: input.rating,
      attachment,
    }),
  );
  if (input.privacy_notice_version)
    await dataRightsRepository(ctx).recordConsents([member.id], input.privacy_notice_version, {
      staffUserId: null,
      source: "FEEDBACK",
    });
  return memberFeedback(ctx, created.id);
}

/** The member's latest feedback with their conversations (the public page's "Your feedback"). */
export async function ownFeedback(ctx: AreaContext, identity: Identity): Promise<MemberFeedback[]> {
  const member = await identifyMember(ctx, identity);
  return feedbackOfMember(ctx, member.id);
}

/** A member's latest feedback with the conversations, by the member's id (also their own page's list). */
export async function feedbackOfMember(ctx: AreaContext, memberId: number): Promise<MemberFeedback[]> {
  const repo = feedbackRepository(ctx);
  const { rows } = await repo.page(calendarOf(ctx), { member_id: memberId }, MEMBER_FEEDBACK_SHOWN, 0);
  const thread = await repo.thread(rows.map((r) => r.id));
  return rows.map((row) =>
    toMemberFeedback(
      row,
      thread.filter((t) => t.feedback_id === row.id),
    ),
  );
}

/** A member's follow-up in the thread of their own feedback: any other id is the same 404. */
export async function publicFollowUp(
  ctx: AreaContext,
  id: number,
  input: Identity & { message: string },
): Promise<MemberFeedback> {
  const member = await identifyMember(ctx, input);
  const repo = feedbackRepository(ctx);
  const row = await repo.find(calendarOf(ctx), id);
  if (!row || row.member_id !== member.id) throw notFound(FEEDBACK_NOT_FOUND);
  if (
    (await repo.followUpsSince(member.id, new Date(ctx.now().getTime() - DAY_MS))) >=
    PUBLIC_FOLLOW_UPS_PER_MEMBER_PER_DAY
  ) {
    throw tooMany(TOO_MANY_FOLLOW_UPS);
  }
  if (!(await repo.followUp(id, "MEMBER", input.message))) throw notFound(FEEDBACK_NOT_FOUND);
  return memberFeedback(ctx, id);
}
