import {
  type Assignment,
  type AssignmentDay,
  type AssignmentFormInput,
  assignmentFields,
  WEEKDAY_LABELS,
  WEEKDAYS,
  z,
} from "@gym/contracts";

/** The New/Edit Assignment modal (part 2 §2, §5); ids are the Selects' value texts. */
export interface AssignmentFormValues {
  member_id: string;
  exercise_category_id: string;
  exercise_id: string;
  set: number | string;
  reps: number | string;
  day: AssignmentDay | "";
  notes: string;
  /** Edit mode only: the 'Mark as Completed' checkbox and its optional date (part 2 §4). */
  is_success: boolean;
  completed_date: string;
}

export const DAY_OPTIONS = WEEKDAYS.map((value) => ({ value, label: WEEKDAY_LABELS[value] }));
export const REQUIRED = {
  member_id: "Member is required",
  exercise_category_id: "Exercise category is required",
  exercise_id: "Exercise is required",
  day: "Day is required",
} as const;

export function emptyAssignmentForm(memberId: string | null = null): AssignmentFormValues {
  return {
    member_id: memberId ?? "",
    exercise_category_id: "",
    exercise_id: "",
    set: 3,
    reps: 10,
    day: "",
    notes: "",
    is_success: false,
    completed_date: "",
  };
}

export function assignmentFormFrom(a: Assignment): AssignmentFormValues {
  return {
    member_id: String(a.member.id),
    exercise_category_id: String(a.exercise_category.id),
    exercise_id: String(a.exercise.id),
    set: a.set,
    reps: a.reps,
    day: a.day,
    notes: a.notes,
    is_success: a.is_success,
    completed_date: a.completed_date ?? "",
  };
}

/** Completed Date "is sent only when completed is checked and a date is given" (part 2 §5). */
export function toAssignmentInput(v: AssignmentFormValues): AssignmentFormInput {
  return {
    member_id: Number(v.member_id),
    exercise_category_id: Number(v.exercise_category_id),
    exercise_id: Number(v.exercise_id),
    set: Number(v.set),
    reps: Number(v.reps),
    day: v.day as AssignmentDay,
    is_success: v.is_success,
    notes: v.notes.trim(),
    ...(v.is_success && v.completed_date ? { completed_date: v.completed_date } : {}),
  };
}

/**
 * What the form kit checks, on what the form sends (`toAssignmentInput`): the server's `assignmentFields`
 * (an empty selector is sent as 0, which its messages name: 'Member is required', ...), with 'Day is
 * required' for a day not chosen yet (the contract's own text is 'Day must be monday to sunday').
 */
export const assignmentFormSchema = z.object({ day: z.string().min(1, { error: REQUIRED.day }) }).and(assignmentFields);
