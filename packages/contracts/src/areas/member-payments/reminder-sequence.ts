import { authFields, blankToUndefined, dbId, successBody, successMessageBody, wholeNumber } from "../../common.ts";
import { addDaysTo } from "../../dates.ts";
import { z } from "../../messages.ts";
import {
  REMINDER_DAY_RANGE,
  REMINDER_REPEAT_RANGE,
  REMINDER_STEPS_IN_ORDER,
  REMINDER_STEPS_REQUIRED,
  REMINDER_STEPS_TOO_MANY,
  REMINDER_STEPS_UNIQUE_DAYS,
  REMINDER_TEMPLATE_INVALID,
} from "./messages.ts";

/**
 * The reminder sequence (issue 26 §4; designed paths, decisions 0347, 0348): the gym's steps, each a day
 * relative to the payment's due date (negative before it) and the WhatsApp template it uses; then every
 * `repeat_every_days` days after the last step until the member pays. A scheduled job writes each day's
 * "to send today" list, exactly once per member and step; one tap opens wa.me and records who sent it.
 */

export const REMINDER_STEP_TEMPLATES = ["due_soon", "overdue"] as const;
export type ReminderStepTemplate = (typeof REMINDER_STEP_TEMPLATES)[number];
export const REMINDER_DAY_MIN = -60;
export const REMINDER_DAY_MAX = 60;
export const REMINDER_STEPS_MAX = 12;
export const REMINDER_REPEAT_MIN = 1;
export const REMINDER_REPEAT_MAX = 90;

export const reminderStep = z.object({
  day: wholeNumber(REMINDER_DAY_MIN, REMINDER_DAY_MAX, { invalid: REMINDER_DAY_RANGE }),
  template: z.enum(REMINDER_STEP_TEMPLATES, { error: REMINDER_TEMPLATE_INVALID }),
});
export type ReminderStep = z.infer<typeof reminderStep>;

/** The defaults (issue 26 §4): 7 and 3 days before the due date, on it, 1 and 3 days after, then weekly. */
export const DEFAULT_REMINDER_STEPS: readonly ReminderStep[] = [
  { day: -7, template: "due_soon" },
  { day: -3, template: "due_soon" },
  { day: 0, template: "due_soon" },
  { day: 1, template: "overdue" },
  { day: 3, template: "overdue" },
];
export const DEFAULT_REMINDER_REPEAT_DAYS = 7;

/** The step list's rules, in one place: not empty, earliest first, no day twice. */
export const reminderSteps = z
  .array(reminderStep, { error: REMINDER_STEPS_REQUIRED })
  .min(1, { error: REMINDER_STEPS_REQUIRED })
  .max(REMINDER_STEPS_MAX, { error: REMINDER_STEPS_TOO_MANY })
  .superRefine((steps, ctx) => {
    for (let i = 1; i < steps.length; i++) {
      const [before, step] = [steps[i - 1]!.day, steps[i]!.day];
      if (step === before) {
        ctx.addIssue({ code: "custom", message: REMINDER_STEPS_UNIQUE_DAYS, path: [i, "day"] });
        return;
      }
      if (step < before) {
        ctx.addIssue({ code: "custom", message: REMINDER_STEPS_IN_ORDER, path: [i, "day"] });
        return;
      }
    }
  });

export const updateReminderSequenceBody = z.object({
  ...authFields,
  steps: reminderSteps,
  /** Days between repeats after the last step until paid; null (or blank) repeats nothing. */
  repeat_every_days: z.preprocess(
    blankToUndefined,
    wholeNumber(REMINDER_REPEAT_MIN, REMINDER_REPEAT_MAX, { invalid: REMINDER_REPEAT_RANGE }).optional(),
  ),
});
export type UpdateReminderSequenceBody = z.input<typeof updateReminderSequenceBody>;

export const reminderSequence = z.object({
  steps: z.array(z.object({ day: z.number().int(), template: z.enum(REMINDER_STEP_TEMPLATES) })),
  repeat_every_days: z.number().int().nullable(),
});
export type ReminderSequence = z.infer<typeof reminderSequence>;

export const reminderSequenceResponse = successMessageBody({
  sequence: reminderSequence,
  /** The product's defaults, for "Restore defaults". */
  defaults: reminderSequence,
});
export type ReminderSequenceResponse = z.infer<typeof reminderSequenceResponse>;

/**
 * The step a member is on `offset` days after the due date (negative before it): the latest step whose
 * day has come, or a repeat after the last one; null before the first step. A day the job missed is
 * caught up by the next run (the latest step only, never a pile of them).
 */
export function currentReminderStep(sequence: ReminderSequence, offset: number): ReminderStep | null {
  const steps = sequence.steps;
  const last = steps[steps.length - 1];
  if (!last || offset < steps[0]!.day) return null;
  if (offset > last.day && sequence.repeat_every_days) {
    const repeats = Math.floor((offset - last.day) / sequence.repeat_every_days);
    const day = last.day + repeats * sequence.repeat_every_days;
    if (repeats > 0) return { day, template: day > 0 ? "overdue" : last.template };
  }
  return [...steps].reverse().find((s) => s.day <= offset)!;
}

/** '7 days before', 'On the due date', '1 day after' (the step's label on screens). */
export function reminderStepLabel(day: number): string {
  if (day === 0) return "On the due date";
  const n = Math.abs(day);
  return `${n} ${n === 1 ? "day" : "days"} ${day < 0 ? "before" : "after"}`;
}

/** The day a step falls on for a payment due on `dueDate`. */
export const reminderStepDate = (dueDate: string, day: number) => addDaysTo(dueDate, day);

// ---- the "to send today" list ----

export const reminderToSend = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  member_name: z.string(),
  phone: z.string(),
  due_date: z.string(),
  step_day: z.number().int(),
  step_label: z.string(),
  template: z.enum(REMINDER_STEP_TEMPLATES),
  amount_due: z.number(),
  message: z.string(),
  /** Null when the phone number is not one WhatsApp can take. */
  whatsapp_url: z.string().nullable(),
  sent_at: z.string().nullable(),
  sent_by: z.string().nullable(),
});
export type ReminderToSend = z.infer<typeof reminderToSend>;

export const remindersTodayQuery = z.object({ ...authFields });

export const remindersTodayResponse = successBody({
  date: z.string(),
  /** Still to send first, then sent today. */
  results: z.array(reminderToSend),
  to_send: z.number().int(),
  sent: z.number().int(),
});
export type RemindersTodayResponse = z.infer<typeof remindersTodayResponse>;

export const markReminderSentBody = z.object({ ...authFields }).nullish();
export const markReminderSentResponse = successMessageBody({ reminder: reminderToSend });
export type MarkReminderSentResponse = z.infer<typeof markReminderSentResponse>;

// ---- members the sequence leaves alone ----

export const reminderExclusion = z.object({
  member_id: z.number().int(),
  member_name: z.string(),
  excluded_at: z.string(),
});
export type ReminderExclusion = z.infer<typeof reminderExclusion>;

export const reminderExclusionsResponse = successBody({ results: z.array(reminderExclusion) });
export type ReminderExclusionsResponse = z.infer<typeof reminderExclusionsResponse>;

export const excludeMemberBody = z.object({ ...authFields, member_id: dbId });
export type ExcludeMemberBody = z.input<typeof excludeMemberBody>;
export const reminderExclusionResponse = successMessageBody({ exclusion: reminderExclusion.nullable() });
