import {
  currentReminderStep,
  DEFAULT_REMINDER_REPEAT_DAYS,
  DEFAULT_REMINDER_STEPS,
  daysFromTo,
  paiseToRupees,
  REMINDER_NOT_FOUND,
  type ReminderSequence,
  type ReminderToSend,
  reminderStepLabel,
} from "@gym/contracts";
import { notFound } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { memberLinkUrls } from "../../member-page/link.ts";
import { type DueMessageContext, dueMessage } from "../due-message.ts";
import { memberPaymentsRepository } from "../payments/repository.ts";
import { upiPayee } from "../present.ts";
import { type ReminderSendRow, reminderSequenceRepository } from "./repository.ts";

export const DEFAULT_REMINDER_SEQUENCE: ReminderSequence = {
  steps: [...DEFAULT_REMINDER_STEPS],
  repeat_every_days: DEFAULT_REMINDER_REPEAT_DAYS,
};

/** The gym's sequence, or the defaults while it saved none (decision 0347). */
export async function reminderSequenceOf(ctx: AreaContext): Promise<ReminderSequence> {
  return (await reminderSequenceRepository(ctx).sequence()) ?? DEFAULT_REMINDER_SEQUENCE;
}

export async function getReminderSequence(ctx: AreaContext) {
  return { sequence: await reminderSequenceOf(ctx), defaults: DEFAULT_REMINDER_SEQUENCE };
}

/** The contract has checked the steps (not empty, earliest first, no day twice): saved as they are. */
export async function saveReminderSequence(ctx: AreaContext, sequence: ReminderSequence) {
  await reminderSequenceRepository(ctx).saveSequence(sequence);
  return getReminderSequence(ctx);
}

/**
 * The day's pass (the scheduled job, decision 0348): every remindable member whose first step has come
 * gets their current step written once (a day the job missed is caught up with the latest step only).
 * Two processes at once write each step once: the insert is ON CONFLICT DO NOTHING on the unique key.
 */
export async function planRemindersToday(ctx: AreaContext): Promise<number> {
  const today = ctx.today();
  const repo = reminderSequenceRepository(ctx);
  const sequence = await reminderSequenceOf(ctx);
  const candidates = await repo.candidates(today, sequence.steps[0]!.day);
  const steps = candidates.flatMap((c) => {
    const step = currentReminderStep(sequence, daysFromTo(c.due_date, today));
    return step ? [{ ...c, step_day: step.day, template: step.template }] : [];
  });
  return repo.insertSteps(today, steps);
}

function toReminder(row: ReminderSendRow, c: DueMessageContext): ReminderToSend {
  const { message, whatsapp_url, amountPaise } = dueMessage(row, row.template, c);
  return {
    id: row.id,
    member_id: row.member_id,
    member_name: row.member_name,
    phone: row.phone,
    due_date: row.due_date,
    step_day: row.step_day,
    step_label: reminderStepLabel(row.step_day),
    template: row.template,
    amount_due: paiseToRupees(amountPaise),
    message,
    whatsapp_url,
    sent_at: row.sent_at ? `${row.sent_at.toISOString().slice(0, 19)}Z` : null,
    sent_by: row.sent_by_name,
  };
}

async function messageContext(ctx: AreaContext, rows: ReminderSendRow[], gymName: string, origin: string | null) {
  const settings = await memberPaymentsRepository(ctx).settings();
  const memberLinks = await memberLinkUrls(
    ctx,
    rows.map((r) => r.member_id),
    origin,
  );
  return { settings, gymName, upi: upiPayee(settings, gymName), memberLinks };
}

/** Today's list (decision 0348): the rows the job wrote that still stand, each with its message. */
export async function remindersToday(ctx: AreaContext, gymName: string, origin: string | null) {
  const today = ctx.today();
  const rows = await reminderSequenceRepository(ctx).today(today);
  const c = await messageContext(ctx, rows, gymName, origin);
  const results = rows.map((r) => toReminder(r, c));
  const sent = results.filter((r) => r.sent_at !== null).length;
  return { date: today, results, to_send: results.length - sent, sent };
}

/** One tap: records who sent it and when (the first tap wins); 404 once paying or an exclusion took it off. */
export async function markReminderSent(
  ctx: AreaContext,
  id: number,
  staff: { userId: number; gymName: string; origin: string | null },
) {
  const today = ctx.today();
  const repo = reminderSequenceRepository(ctx);
  if (!(await repo.one(today, id))) throw notFound(REMINDER_NOT_FOUND);
  await repo.markSent(id, today, staff.userId);
  const row = await repo.one(today, id);
  if (!row) throw notFound(REMINDER_NOT_FOUND);
  return toReminder(row, await messageContext(ctx, [row], staff.gymName, staff.origin));
}
