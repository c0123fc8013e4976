import {
  ASSIGNMENT_CATEGORY_NOT_FOUND,
  ASSIGNMENT_COMPLETED_DATE_IN_FUTURE,
  ASSIGNMENT_EXERCISE_NOT_FOUND,
  ASSIGNMENT_EXERCISE_NOT_IN_CATEGORY,
  ASSIGNMENT_MEMBER_NOT_FOUND,
  ASSIGNMENT_NOT_FOUND,
  type Assignment,
  type AssignmentFields,
} from "@gym/contracts";
import { isForeignKeyViolation } from "../../../lib/db-errors.ts";
import { badRequest, notFound } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { toAssignment } from "./present.ts";
import { type AssignmentValues, assignmentsRepository } from "./repository.ts";

const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

export async function listAssignments(
  ctx: AreaContext,
  q: { member_id?: number; is_success?: boolean; page: number; page_size: number },
) {
  const repo = assignmentsRepository(ctx);
  const { count, rows } = await repo.page(q, q.page, q.page_size);
  const member_totals = await repo.totalsFor([...new Set(rows.map((r) => r.member_id))], q.is_success);
  return { count, page: q.page, page_size: q.page_size, results: rows.map(toAssignment), member_totals };
}

/**
 * Completed means a completed date: the one given, else today in the gym's calendar ('Mark Completed'
 * sets it to now, part 2 §4); pending means none. A day after the gym's today is refused (decision 0127).
 */
function completedDate(ctx: AreaContext, isSuccess: boolean, given: string | undefined): string | null {
  if (!isSuccess) return null;
  const today = ctx.today();
  if (given && given > today) throw fieldError("completed_date", ASSIGNMENT_COMPLETED_DATE_IN_FUTURE);
  return given ?? today;
}

async function checkedValues(ctx: AreaContext, fields: AssignmentFields): Promise<AssignmentValues> {
  const refs = await assignmentsRepository(ctx).references(
    fields.member_id,
    fields.exercise_category_id,
    fields.exercise_id,
  );
  if (!refs.member) throw fieldError("member_id", ASSIGNMENT_MEMBER_NOT_FOUND);
  if (!refs.category) throw fieldError("exercise_category_id", ASSIGNMENT_CATEGORY_NOT_FOUND);
  if (refs.exercise_category === null) throw fieldError("exercise_id", ASSIGNMENT_EXERCISE_NOT_FOUND);
  if (refs.exercise_category !== fields.exercise_category_id) {
    throw fieldError("exercise_id", ASSIGNMENT_EXERCISE_NOT_IN_CATEGORY);
  }
  const isSuccess = fields.is_success ?? false;
  return {
    member_id: fields.member_id,
    exercise_category_id: fields.exercise_category_id,
    exercise_id: fields.exercise_id,
    set: fields.set,
    reps: fields.reps,
    day: fields.day,
    is_success: isSuccess,
    notes: fields.notes ?? "",
    completed_date: completedDate(ctx, isSuccess, fields.completed_date),
  };
}

/** A member, category or exercise deleted between the check and the write. */
async function referencesGone<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw fieldError("non_field_errors", ASSIGNMENT_EXERCISE_NOT_FOUND);
    throw error;
  }
}

export async function createAssignment(ctx: AreaContext, fields: AssignmentFields): Promise<Assignment> {
  const values = await checkedValues(ctx, fields);
  const row = await referencesGone(() => assignmentsRepository(ctx).create(values, ctx.today()));
  return toAssignment(row);
}

export async function updateAssignment(ctx: AreaContext, id: number, fields: AssignmentFields): Promise<Assignment> {
  const repo = assignmentsRepository(ctx);
  if (!(await repo.find(id))) throw notFound(ASSIGNMENT_NOT_FOUND);
  const values = await checkedValues(ctx, fields);
  const row = await referencesGone(() => repo.update(id, values));
  if (!row) throw notFound(ASSIGNMENT_NOT_FOUND);
  return toAssignment(row);
}

export async function patchAssignment(
  ctx: AreaContext,
  id: number,
  fields: { is_success: boolean; completed_date?: string },
): Promise<Assignment> {
  const row = await assignmentsRepository(ctx).setCompletion(
    id,
    fields.is_success,
    completedDate(ctx, fields.is_success, fields.completed_date),
  );
  if (!row) throw notFound(ASSIGNMENT_NOT_FOUND);
  return toAssignment(row);
}

export async function deleteAssignment(ctx: AreaContext, id: number): Promise<void> {
  if (!(await assignmentsRepository(ctx).remove(id))) throw notFound(ASSIGNMENT_NOT_FOUND);
}
