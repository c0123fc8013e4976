import type { AssignmentDay } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import type { DataContext } from "../../context.ts";

/** An assignment with its member, exercise and category names; dates YYYY-MM-DD. */
export interface AssignmentRow {
  id: number;
  member_id: number;
  member_name: string;
  member_code: string;
  exercise_id: number;
  exercise_name: string;
  exercise_image: string | null;
  exercise_category_id: number;
  category_name: string;
  set: number;
  reps: number;
  day: AssignmentDay;
  is_success: boolean;
  notes: string;
  assigned_date: string;
  completed_date: string | null;
  created_at: string;
}

export interface AssignmentValues {
  member_id: number;
  exercise_category_id: number;
  exercise_id: number;
  set: number;
  reps: number;
  day: AssignmentDay;
  is_success: boolean;
  notes: string;
  completed_date: string | null;
}

export function assignmentsRepository({ db, schema, now }: DataContext) {
  const assignments = qualified(schema, "exercise_assignments");
  const members = qualified(schema, "members");
  const exercises = qualified(schema, "exercises");
  const categories = qualified(schema, "exercise_categories");
  // Raw SQL runs without the tenant's search_path, so the enum type is named with its schema.
  const dayType = qualified(schema, "weekday");
  const select = `SELECT a.id, a.member_id, (m.first_name || ' ' || m.last_name) AS member_name, m.member_id AS member_code,
      a.exercise_id, e.name AS exercise_name, e.main_image AS exercise_image, a.exercise_category_id, c.name AS category_name,
      a."set", a.reps, a.day::text AS day, a.is_success, a.notes,
      to_char(a.assigned_date, 'YYYY-MM-DD') AS assigned_date, to_char(a.completed_date, 'YYYY-MM-DD') AS completed_date,
      to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
    FROM ${assignments} a JOIN ${members} m ON m.id = a.member_id JOIN ${exercises} e ON e.id = a.exercise_id
    JOIN ${categories} c ON c.id = a.exercise_category_id`;

  const find = async (id: number): Promise<AssignmentRow | null> =>
    (await db.$queryRawUnsafe<AssignmentRow[]>(`${select} WHERE a.id = $1`, id))[0] ?? null;

  return {
    /** Newest first by assigned date (part 2 §2). */
    async page(filter: { member_id?: number; is_success?: boolean }, page: number, pageSize: number) {
      const parts: string[] = [];
      const params: unknown[] = [];
      if (filter.member_id !== undefined) {
        params.push(filter.member_id);
        parts.push(`a.member_id = $${params.length}`);
      }
      if (filter.is_success !== undefined) {
        params.push(filter.is_success);
        parts.push(`a.is_success = $${params.length}`);
      }
      const where = parts.length ? `WHERE ${parts.join(" AND ")}` : "";
      const n = params.length;
      const [rows, counted] = await Promise.all([
        db.$queryRawUnsafe<AssignmentRow[]>(
          `${select} ${where} ORDER BY a.assigned_date DESC, a.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
          ...params,
          pageSize,
          (page - 1) * pageSize,
        ),
        db.$queryRawUnsafe<{ count: number }[]>(
          `SELECT count(*)::int AS count FROM ${assignments} a ${where}`,
          ...params,
        ),
      ]);
      return { count: counted[0]?.count ?? 0, rows };
    },

    /** Each member's number of assignments (optionally only pending or completed ones). */
    async totalsFor(memberIds: number[], isSuccess?: boolean): Promise<{ member_id: number; count: number }[]> {
      if (!memberIds.length) return [];
      const status = isSuccess === undefined ? "" : "AND is_success = $2";
      return db.$queryRawUnsafe<{ member_id: number; count: number }[]>(
        `SELECT member_id, count(*)::int AS count FROM ${assignments}
         WHERE member_id = ANY($1::int[]) ${status} GROUP BY member_id ORDER BY member_id`,
        memberIds,
        ...(isSuccess === undefined ? [] : [isSuccess]),
      );
    },

    find,

    /** What the checks need: does the member exist, the category, and which category the exercise is in. */
    async references(memberId: number, categoryId: number, exerciseId: number) {
      const rows = await db.$queryRawUnsafe<{ member: boolean; category: boolean; exercise_category: number | null }[]>(
        `SELECT EXISTS (SELECT 1 FROM ${members} WHERE id = $1) AS member,
                EXISTS (SELECT 1 FROM ${categories} WHERE id = $2) AS category,
                (SELECT category_id FROM ${exercises} WHERE id = $3) AS exercise_category`,
        memberId,
        categoryId,
        exerciseId,
      );
      return rows[0]!;
    },

    async create(values: AssignmentValues, assignedDate: string): Promise<AssignmentRow> {
      const inserted = await db.$queryRawUnsafe<{ id: number }[]>(
        `INSERT INTO ${assignments} (member_id, exercise_category_id, exercise_id, "set", reps, day, is_success, notes,
           assigned_date, completed_date, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6::${dayType}, $7, $8, $9::date, $10::date, $11, $11) RETURNING id`,
        values.member_id,
        values.exercise_category_id,
        values.exercise_id,
        values.set,
        values.reps,
        values.day,
        values.is_success,
        values.notes,
        assignedDate,
        values.completed_date,
        now(),
      );
      return (await find(inserted[0]!.id))!;
    },

    async update(id: number, values: AssignmentValues): Promise<AssignmentRow | null> {
      const count = await db.$executeRawUnsafe(
        `UPDATE ${assignments} SET member_id = $1, exercise_category_id = $2, exercise_id = $3, "set" = $4, reps = $5,
           day = $6::${dayType}, is_success = $7, notes = $8, completed_date = $9::date, updated_at = $11 WHERE id = $10`,
        values.member_id,
        values.exercise_category_id,
        values.exercise_id,
        values.set,
        values.reps,
        values.day,
        values.is_success,
        values.notes,
        values.completed_date,
        id,
        now(),
      );
      return count ? find(id) : null;
    },

    async setCompletion(id: number, isSuccess: boolean, completedDate: string | null): Promise<AssignmentRow | null> {
      const count = await db.$executeRawUnsafe(
        `UPDATE ${assignments} SET is_success = $1, completed_date = $2::date, updated_at = $4 WHERE id = $3`,
        isSuccess,
        completedDate,
        id,
        now(),
      );
      return count ? find(id) : null;
    },

    /** Exercises of the library with their categories, first `limit` by id (the demo seed picks from them). */
    async libraryChoices(limit: number): Promise<{ id: number; category_id: number }[]> {
      return db.$queryRawUnsafe<{ id: number; category_id: number }[]>(
        `SELECT id, category_id FROM ${exercises} ORDER BY id LIMIT $1`,
        limit,
      );
    },

    async remove(id: number): Promise<boolean> {
      return (await db.$executeRawUnsafe(`DELETE FROM ${assignments} WHERE id = $1`, id)) > 0;
    },
  };
}
