import {
  addDaysTo,
  type FreezeFields,
  MEMBER_BOOKING_DAYS_AHEAD,
  MEMBER_BOOKING_SLOT_MINUTES,
  MEMBER_REQUEST_REFUSALS,
  type MemberBookingForm,
  type MemberPageNotice,
} from "@gym/contracts";
import { HttpError } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { writeMemberFeedback } from "../../feedback/public/service.ts";
import { getMemberProfile } from "../../members/profile.ts";
import { createBooking } from "../../trainers/bookings/service.ts";
import { requestFreeze } from "../freeze-requests/service.ts";
import { memberPageSettingsRepository } from "../settings/repository.ts";
import { memberPageRepository } from "./repository.ts";

/**
 * What a member does on their own page (issue 26 §2; decisions 0343-0345). Each answers the notice of a
 * success, or a refusal (text and status) when nothing was written.
 */
export type ActionResult = { notice: MemberPageNotice } | { refused: string; status: number };

const refused = (text: string, status = 409): ActionResult => ({ refused: text, status });

/** "HH:MM" it is now in the gym's zone (the gym's clock, decision 0196). */
function gymTime(ctx: AreaContext): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: ctx.timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(ctx.now())
    .slice(0, 5);
}

function endOf(start: string): string {
  const minutes = Number(start.slice(0, 2)) * 60 + Number(start.slice(3, 5)) + MEMBER_BOOKING_SLOT_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * A trainer session request: a PENDING booking through the bookings' own service (an inactive trainer
 * refused there; the exclusion constraint keeps one trainer from two overlapping sessions, decision 0121).
 * The member must be active; the slot must start after now and within the days a member may ask ahead.
 */
export async function requestBooking(
  ctx: AreaContext,
  memberId: number,
  form: MemberBookingForm,
): Promise<ActionResult> {
  const today = ctx.today();
  const member = await getMemberProfile(ctx, memberId);
  if (member.display_status !== "ACTIVE") return refused(MEMBER_REQUEST_REFUSALS.not_active);
  if (form.booking_date < today || (form.booking_date === today && form.start_time <= gymTime(ctx)))
    return refused(MEMBER_REQUEST_REFUSALS.past, 400);
  if (form.booking_date > addDaysTo(today, MEMBER_BOOKING_DAYS_AHEAD))
    return refused(MEMBER_REQUEST_REFUSALS.too_far, 400);
  try {
    await createBooking(ctx, {
      user_id: memberId,
      trainer_id: form.trainer_id,
      booking_date: form.booking_date,
      start_time: form.start_time,
      end_time: endOf(form.start_time),
      amount: await memberPageRepository(ctx).hourRate(form.trainer_id),
      payment_status: false,
      status: "pending",
      notes: "Requested on the member's page",
    });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) return refused(MEMBER_REQUEST_REFUSALS.overlap);
    if (error instanceof HttpError && error.statusCode === 400) return refused(MEMBER_REQUEST_REFUSALS.trainer, 400);
    throw error;
  }
  return { notice: "booking" };
}

export async function requestMemberFreeze(
  ctx: AreaContext,
  memberId: number,
  fields: FreezeFields,
): Promise<ActionResult> {
  const refusal = await requestFreeze(ctx, memberId, fields);
  return refusal ? refused(refusal.text, refusal.status) : { notice: "freeze" };
}

/** "Done today": only where the gym allows it; another member's assignment is null (the page's 404). */
export async function markWorkoutDone(
  ctx: AreaContext,
  memberId: number,
  assignmentId: number,
): Promise<ActionResult | null> {
  if (!(await memberPageSettingsRepository(ctx).read()).members_mark_done)
    return refused(MEMBER_REQUEST_REFUSALS.mark_done_off, 403);
  const done = await memberPageRepository(ctx).markDone(memberId, assignmentId, ctx.today());
  if (done === null) return null;
  return done === "done" ? { notice: "workout" } : refused(MEMBER_REQUEST_REFUSALS.already_done);
}

/** Feedback tied to the member by their link: no code or phone to type. */
export async function sendMemberFeedback(
  ctx: AreaContext,
  memberId: number,
  input: { subject: string; message: string; rating: number },
): Promise<ActionResult> {
  const member = await getMemberProfile(ctx, memberId);
  try {
    await writeMemberFeedback(ctx, { id: memberId, name: member.full_name }, input, undefined);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429) return refused(MEMBER_REQUEST_REFUSALS.too_many, 429);
    throw error;
  }
  return { notice: "feedback" };
}
