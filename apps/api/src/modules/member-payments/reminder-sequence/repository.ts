import type { ReminderSequence, ReminderStepTemplate } from "@gym/contracts";
import { qualified } from "../../../db/pool.ts";
import { frozenUntilSql } from "../../attendance/freezes/repository.ts";
import type { DataContext } from "../../context.ts";
import { consentWithdrawnSql } from "../../members/data-rights/repository.ts";
import { DUE_COLUMNS, type MemberDueRow, memberDuesSql } from "../dues-repository.ts";

/** A reminder to send (or sent today) with the member's next payment it is about. */
export interface ReminderSendRow extends MemberDueRow {
  id: number;
  step_day: number;
  template: ReminderStepTemplate;
  sent_at: Date | null;
  sent_by_name: string | null;
}

/** A member the job may remind today: their next payment's due date. */
export interface ReminderCandidate {
  member_id: number;
  due_date: string;
}

/** The reminders' "to send today" rows can be many; the list answers at most this many (oldest due first). */
export const REMINDERS_TODAY_MAX = 500;

export function reminderSequenceRepository({ db, schema, now }: DataContext) {
  const sequence = qualified(schema, "reminder_sequence");
  const sends = qualified(schema, "reminder_sends");
  const exclusions = qualified(schema, "reminder_exclusions");
  /** Members the sequence may remind on `$1`: not excluded, not frozen, consent not withdrawn, with a phone. */
  const remindable = `m.phone <> '' AND NOT EXISTS (SELECT 1 FROM ${exclusions} x WHERE x.member_id = m.id)
    AND NOT ${consentWithdrawnSql(schema, "m")}
    AND ${frozenUntilSql(schema, "m", "$1::date")} IS NULL`;
  /**
   * The rows of the list: each reminder still about the member's next payment (paying moves it on, so a
   * paid step drops out), for a member still remindable; unsent ones of the member's latest step, and
   * those sent on `$1` (today).
   */
  const listed = (extra: string) =>
    `SELECT r.id, r.step_day, r.template, r.sent_at, r.sent_by_name, ${DUE_COLUMNS}
       FROM ${sends} r
       JOIN ${memberDuesSql(schema, "$1::date", `${remindable} AND m.id IN (SELECT member_id FROM ${sends} WHERE sent_at IS NULL OR sent_on = $1::date)`)} d
         ON d.member_id = r.member_id AND d.due_date = r.due_date
      WHERE ${extra}`;
  return {
    async sequence(): Promise<ReminderSequence | null> {
      const [row] = await db.$queryRawUnsafe<ReminderSequence[]>(
        `SELECT steps, repeat_every_days FROM ${sequence} WHERE id = 1`,
      );
      return row ?? null;
    },
    /** One upsert of the whole row: two owners saving at once leave one complete version. */
    async saveSequence(s: ReminderSequence): Promise<void> {
      await db.$executeRawUnsafe(
        `INSERT INTO ${sequence} (id, steps, repeat_every_days, updated_at) VALUES (1, $1::jsonb, $2::int, $3)
         ON CONFLICT (id) DO UPDATE SET steps = EXCLUDED.steps, repeat_every_days = EXCLUDED.repeat_every_days,
           updated_at = EXCLUDED.updated_at`,
        JSON.stringify(s.steps),
        s.repeat_every_days,
        now(),
      );
    },
    /** Members whose next payment is due on or before `today - firstDay` (their first step has come). */
    candidates(today: string, firstDay: number): Promise<ReminderCandidate[]> {
      return db.$queryRawUnsafe<ReminderCandidate[]>(
        `SELECT d.member_id, to_char(d.due_date, 'YYYY-MM-DD') AS due_date
           FROM ${memberDuesSql(schema, "$1::date", remindable)} d
          WHERE d.due_date <= $1::date - $2::int ORDER BY d.member_id`,
        today,
        firstDay,
      );
    },
    /**
     * Writes the steps due today, exactly once per member, due date and step: the unique key makes a
     * second scheduler's (or a later pass's) insert of the same step a no-op. Answers how many were new.
     */
    insertSteps(
      today: string,
      steps: { member_id: number; due_date: string; step_day: number; template: string }[],
    ): Promise<number> {
      if (!steps.length) return Promise.resolve(0);
      return db.$executeRawUnsafe(
        `INSERT INTO ${sends} (member_id, due_date, step_day, template, scheduled_for, created_at)
         SELECT s.member_id, s.due_date, s.step_day, s.template, $5::date, $6
           FROM unnest($1::int[], $2::date[], $3::int[], $4::text[]) AS s(member_id, due_date, step_day, template)
         ON CONFLICT (member_id, due_date, step_day) DO NOTHING`,
        steps.map((s) => s.member_id),
        steps.map((s) => s.due_date),
        steps.map((s) => s.step_day),
        steps.map((s) => s.template),
        today,
        now(),
      );
    },
    /** Today's list: still to send (the member's latest step), then sent today; at most REMINDERS_TODAY_MAX. */
    today(today: string): Promise<ReminderSendRow[]> {
      return db.$queryRawUnsafe<ReminderSendRow[]>(
        `${listed(`(r.sent_on = $1::date OR (r.sent_at IS NULL AND r.step_day = (
            SELECT max(r2.step_day) FROM ${sends} r2 WHERE r2.member_id = r.member_id AND r2.due_date = r.due_date)))`)}
          ORDER BY r.sent_at IS NOT NULL, r.sent_at, d.due_date, d.member_name, r.id LIMIT ${REMINDERS_TODAY_MAX}`,
        today,
      );
    },
    /** One reminder of the list (sent or not), if it is still about the member's next payment. */
    async one(today: string, id: number): Promise<ReminderSendRow | null> {
      const [row] = await db.$queryRawUnsafe<ReminderSendRow[]>(`${listed("r.id = $2")}`, today, id);
      return row ?? null;
    },
    /**
     * Records who sent it and when; the first tap wins (a second tap, or another desk's, changes nothing).
     * Also the member's last_reminder_at, as the one-off reminders do.
     */
    async markSent(id: number, today: string, userId: number): Promise<void> {
      await db.$executeRawUnsafe(
        `WITH sent AS (
           UPDATE ${sends} r SET sent_at = $3, sent_on = $2::date, sent_by_id = u.id,
                  sent_by_name = COALESCE(NULLIF(u.full_name, ''), u.username)
             FROM ${qualified(schema, "staff_users")} u
            WHERE r.id = $1 AND r.sent_at IS NULL AND u.id = $4
           RETURNING r.member_id)
         UPDATE ${qualified(schema, "members")} m SET last_reminder_at = $3 FROM sent WHERE m.id = sent.member_id`,
        id,
        today,
        now(),
        userId,
      );
    },
  };
}
