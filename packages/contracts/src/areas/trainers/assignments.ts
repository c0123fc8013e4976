import {
  authFields,
  blankToUndefined,
  dbId,
  dbIdWith,
  formBoolean,
  optionalIsoDate,
  optionalText,
  successMessageBody,
  wholeNumber,
} from "../../common.ts";
import { z } from "../../messages.ts";
import { ASSIGNMENT_COMPLETED_DATE_ONLY_WHEN_COMPLETED, SETS_REPS_MIN } from "./messages.ts";
import { page, pageOf, pageSize } from "./paging.ts";

/** Part 2 §2 "Exercise assignments", §3, §4, §5. */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export const assignmentDay = z.enum(WEEKDAYS, { error: "Day must be monday to sunday" });
export type AssignmentDay = z.infer<typeof assignmentDay>;
export const WEEKDAY_LABELS: Record<AssignmentDay, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

const positiveCount = (field: string) =>
  wholeNumber(1, 1000, {
    required: `${field} is required`,
    invalid: SETS_REPS_MIN(field),
    tooLarge: `${field} must be at most 1000`,
  });
const id = (message: string) => dbIdWith({ invalid: message });

export const assignmentObject = z.object({
  member_id: id("Member is required"),
  exercise_category_id: id("Exercise category is required"),
  exercise_id: id("Exercise is required"),
  set: positiveCount("Sets"),
  reps: positiveCount("Reps"),
  day: z.preprocess((v) => (typeof v === "string" ? v.trim().toLowerCase() : v), assignmentDay),
  is_success: z.preprocess(blankToUndefined, formBoolean.optional()),
  notes: optionalText(2000),
  completed_date: optionalIsoDate,
});
const completedDateRule = <T extends { is_success?: boolean; completed_date?: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.completed_date && !v.is_success) {
    ctx.addIssue({ code: "custom", path: ["completed_date"], message: ASSIGNMENT_COMPLETED_DATE_ONLY_WHEN_COMPLETED });
  }
};
/** Create and PUT update: the whole assignment (the payload's `gym` is ignored: one schema per gym). */
export const assignmentFields = assignmentObject.superRefine(completedDateRule);
export type AssignmentFields = z.infer<typeof assignmentFields>;
export type AssignmentFormInput = z.input<typeof assignmentObject>;
export const assignmentBody = assignmentObject.extend(authFields).superRefine(completedDateRule);

/** PATCH: is_success and completed_date (Mark Completed sends is_success true; the date defaults to today). */
export const patchAssignmentBody = z
  .object({ ...authFields, is_success: formBoolean, completed_date: optionalIsoDate })
  .superRefine(completedDateRule);

export const assignment = z.object({
  id: z.number().int(),
  member: z.object({ id: z.number().int(), name: z.string(), member_id: z.string() }),
  exercise: z.object({ id: z.number().int(), name: z.string(), main_image_url: z.string().nullable() }),
  exercise_category: z.object({ id: z.number().int(), name: z.string() }),
  set: z.number().int(),
  reps: z.number().int(),
  day: assignmentDay,
  is_success: z.boolean(),
  notes: z.string(),
  assigned_date: z.string(),
  completed_date: z.string().nullable(),
  created_at: z.string(),
});
export type Assignment = z.infer<typeof assignment>;

export const listAssignmentsQuery = z.object({
  ...authFields,
  member_id: z.preprocess(blankToUndefined, dbId.optional()),
  is_success: z.preprocess(blankToUndefined, formBoolean.optional()),
  page,
  page_size: pageSize(200, 500),
});
export type ListAssignmentsQuery = z.input<typeof listAssignmentsQuery>;
/**
 * A page of assignments, plus how many assignments (under the same status filter) each member on the
 * page has in all, so a group's 'N assignment(s)' is right even when the group runs over a page.
 */
export const listAssignmentsResponse = pageOf(assignment).extend({
  member_totals: z.array(z.object({ member_id: z.number().int(), count: z.number().int() })),
});
export type ListAssignmentsResponse = z.infer<typeof listAssignmentsResponse>;
export const assignmentResponse = successMessageBody({ assignment });
export type AssignmentResponse = z.infer<typeof assignmentResponse>;

export const trainerAreaDeletedResponse = successMessageBody({
  id: z.number().int(),
});
export type TrainerAreaDeletedResponse = z.infer<typeof trainerAreaDeletedResponse>;
