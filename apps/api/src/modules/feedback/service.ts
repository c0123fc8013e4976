import {
  FEEDBACK_NOT_FOUND,
  type FeedbackCategory,
  type FeedbackDetail,
  type FeedbackPriority,
  type FeedbackStatus,
  type ListFeedbackResponse,
} from "@gym/contracts";
import { notFound } from "../../lib/http-errors.ts";
import type { AreaContext } from "../context.ts";
import { toFeedbackDetail, toFeedbackSummary } from "./present.ts";
import { type Calendar, type FeedbackFilter, feedbackRepository } from "./repository.ts";

export const calendarOf = (ctx: AreaContext): Calendar => ({ today: ctx.today(), timeZone: ctx.timeZone });

/** The owner's list (part 2 §2): one page filtered in SQL, and the stat cards counted in SQL. */
export async function listFeedback(
  ctx: AreaContext,
  query: FeedbackFilter & { page: number; page_size: number },
): Promise<Omit<ListFeedbackResponse, "success">> {
  const repo = feedbackRepository(ctx);
  const { page, page_size, ...filter } = query;
  const [{ rows, count }, stats] = await Promise.all([
    repo.page(calendarOf(ctx), filter, page_size, (page - 1) * page_size),
    repo.stats(),
  ]);
  return { feedbacks: rows.map(toFeedbackSummary), count, page, page_size, stats };
}

export async function feedbackCategories(ctx: AreaContext): Promise<FeedbackCategory[]> {
  return feedbackRepository(ctx).categories();
}

export async function feedbackDetail(ctx: AreaContext, id: number): Promise<FeedbackDetail> {
  const repo = feedbackRepository(ctx);
  const row = await repo.find(calendarOf(ctx), id);
  if (!row) throw notFound(FEEDBACK_NOT_FOUND);
  return toFeedbackDetail(row, await repo.thread([id]));
}

/**
 * 'Update Response' (part 2 §5, §7): the response text is required; status and priority are set
 * freely (§4), absent ones keep their value. The response is also the thread's next 'Admin' message.
 */
export async function respondToFeedback(
  ctx: AreaContext,
  id: number,
  changes: { status?: FeedbackStatus; priority?: FeedbackPriority; admin_response: string },
): Promise<FeedbackDetail> {
  const done = await feedbackRepository(ctx).respond(id, changes);
  if (!done) throw notFound(FEEDBACK_NOT_FOUND);
  return feedbackDetail(ctx, id);
}

/** 'Add Follow-up': one more 'Admin' message in the conversation. */
export async function addAdminFollowUp(ctx: AreaContext, id: number, message: string): Promise<FeedbackDetail> {
  const done = await feedbackRepository(ctx).followUp(id, "ADMIN", message);
  if (!done) throw notFound(FEEDBACK_NOT_FOUND);
  return feedbackDetail(ctx, id);
}
