import type { Assignment } from "@gym/contracts";
import { mediaUrlOrNull } from "../../../uploads/media-url.ts";
import type { AssignmentRow } from "./repository.ts";

export function toAssignment(row: AssignmentRow): Assignment {
  return {
    id: row.id,
    member: { id: row.member_id, name: row.member_name, member_id: row.member_code },
    exercise: { id: row.exercise_id, name: row.exercise_name, main_image_url: mediaUrlOrNull(row.exercise_image) },
    exercise_category: { id: row.exercise_category_id, name: row.category_name },
    set: row.set,
    reps: row.reps,
    day: row.day,
    is_success: row.is_success,
    notes: row.notes,
    assigned_date: row.assigned_date,
    completed_date: row.completed_date,
    created_at: row.created_at,
  };
}
