import type { FeedbackAuthor, FeedbackPriority, FeedbackStats, FeedbackStatus } from "@gym/contracts";
import { qualified } from "../../db/pool.ts";
import type { DataContext } from "../context.ts";

/** One feedback as the list and details read it: joined names and the derived counts (decision 0110). */
export interface FeedbackRow {
  id: number;
  subject: string;
  message: string;
  status: FeedbackStatus;
  priority: FeedbackPriority;
  rating: number;
  member_id: number | null;
  member_name: string;
  member_code: string | null;
  category_id: number | null;
  category_name: string | null;
  created_at: Date;
  updated_at: Date;
  admin_response: string | null;
  response_date: Date | null;
  attachment: string | null;
  days_since_submitted: number;
  response_count: number;
}

export interface ThreadRow {
  id: number;
  feedback_id: number;
  author: FeedbackAuthor;
  message: string;
  created_at: Date;
}

export interface FeedbackFilter {
  status?: FeedbackStatus;
  priority?: FeedbackPriority;
  category_id?: number;
  member_id?: number;
}

export interface NewFeedbackRow {
  member_id: number | null;
  member_name: string;
  category_id: number | null;
  subject: string;
  message: string;
  rating: number;
  status?: FeedbackStatus;
  priority?: FeedbackPriority;
  admin_response?: string | null;
  response_date?: Date | null;
  attachment?: string | null;
  created_at?: Date;
}

/** "Today" is the gym's calendar day: days_since_submitted counts whole days in the gym's time zone. */
export interface Calendar {
  today: string;
  timeZone: string;
}

export function feedbackRepository({ db, schema, now: clockNow }: DataContext) {
  const feedback = qualified(schema, "feedback");
  const responses = qualified(schema, "feedback_responses");
  const members = qualified(schema, "members");
  const categories = qualified(schema, "feedback_categories");
  const statusType = qualified(schema, "feedback_status");
  const priorityType = qualified(schema, "feedback_priority");

  /** The SELECT of FeedbackRow; `$1` is today, `$2` the time zone; `where` uses parameters from $3 on. */
  const select = `
    SELECT f.id, f.subject, f.message, f.status::text AS status, f.priority::text AS priority,
           f.rating, f.member_id, f.member_name, m.member_id AS member_code,
           f.category_id, c.name AS category_name, f.created_at, f.updated_at, f.admin_response,
           f.response_date, f.attachment,
           ($1::date - (f.created_at AT TIME ZONE $2)::date)::int AS days_since_submitted,
           (SELECT count(*)::int FROM ${responses} r WHERE r.feedback_id = f.id) AS response_count
      FROM ${feedback} f
      LEFT JOIN ${members} m ON m.id = f.member_id
      LEFT JOIN ${categories} c ON c.id = f.category_id`;

  function where(filter: FeedbackFilter, params: unknown[]): string {
    const p = (v: unknown) => `$${params.push(v)}`;
    const parts: string[] = [];
    if (filter.status) parts.push(`f.status = ${p(filter.status)}::${statusType}`);
    if (filter.priority) parts.push(`f.priority = ${p(filter.priority)}::${priorityType}`);
    if (filter.category_id !== undefined) parts.push(`f.category_id = ${p(filter.category_id)}`);
    if (filter.member_id !== undefined) parts.push(`f.member_id = ${p(filter.member_id)}`);
    return parts.length ? `WHERE ${parts.join(" AND ")}` : "";
  }

  return {
    /** One page, newest first, filtered in SQL; `count` is the filtered total. */
    async page(
      cal: Calendar,
      filter: FeedbackFilter,
      limit: number,
      offset: number,
    ): Promise<{ rows: FeedbackRow[]; count: number }> {
      const params: unknown[] = [cal.today, cal.timeZone];
      const w = where(filter, params);
      const countParams: unknown[] = [];
      const cw = where(filter, countParams);
      const [rows, counted] = await Promise.all([
        db.$queryRawUnsafe<FeedbackRow[]>(
          `${select} ${w} ORDER BY f.created_at DESC, f.id DESC LIMIT ${limit} OFFSET ${offset}`,
          ...params,
        ),
        db.$queryRawUnsafe<{ count: number }[]>(
          `SELECT count(*)::int AS count FROM ${feedback} f ${cw}`,
          ...countParams,
        ),
      ]);
      return { rows, count: counted[0]?.count ?? 0 };
    },

    async find(cal: Calendar, id: number): Promise<FeedbackRow | null> {
      const rows = await db.$queryRawUnsafe<FeedbackRow[]>(`${select} WHERE f.id = $3`, cal.today, cal.timeZone, id);
      return rows[0] ?? null;
    },

    /** The stat cards (§2), over all of the gym's feedback. */
    async stats(): Promise<FeedbackStats> {
      const rows = await db.$queryRawUnsafe<FeedbackStats[]>(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE status = 'PENDING')::int AS pending,
                count(*) FILTER (WHERE status = 'IN_PROGRESS')::int AS in_progress,
                count(*) FILTER (WHERE status = 'RESOLVED')::int AS resolved,
                count(*) FILTER (WHERE priority = 'URGENT')::int AS urgent
           FROM ${feedback}`,
      );
      return rows[0] ?? { total: 0, pending: 0, in_progress: 0, resolved: 0, urgent: 0 };
    },

    /** Conversations of the given feedback, oldest message first. */
    thread(feedbackIds: number[]): Promise<ThreadRow[]> {
      if (!feedbackIds.length) return Promise.resolve([]);
      return db.feedbackResponse.findMany({
        where: { feedback_id: { in: feedbackIds } },
        orderBy: [{ created_at: "asc" }, { id: "asc" }],
      });
    },

    /** The categories with how much feedback each holds (the filter's choices). */
    categories(): Promise<
      { id: number; name: string; description: string; display_order: number; feedback_count: number }[]
    > {
      return db.$queryRawUnsafe(
        `SELECT c.id, c.name, c.description, c.display_order,
                (SELECT count(*)::int FROM ${feedback} f WHERE f.category_id = c.id) AS feedback_count
           FROM ${categories} c
          WHERE c.is_active
          ORDER BY c.display_order, c.name, c.id`,
      );
    },

    activeCategory(id: number) {
      return db.feedbackCategory.findFirst({ where: { id, is_active: true }, select: { id: true, name: true } });
    },

    create(row: NewFeedbackRow) {
      return db.feedback.create({ data: row, select: { id: true } });
    },

    addMessage(feedbackId: number, author: FeedbackAuthor, message: string, createdAt?: Date) {
      return db.feedbackResponse.create({
        data: { feedback_id: feedbackId, author, message, ...(createdAt ? { created_at: createdAt } : {}) },
      });
    },

    /** The admin's response (and status, priority) and its message in the thread, in one transaction. */
    async respond(
      id: number,
      changes: { status?: FeedbackStatus; priority?: FeedbackPriority; admin_response: string },
    ): Promise<boolean> {
      const now = clockNow();
      return db.$transaction(async (tx) => {
        const { count } = await tx.feedback.updateMany({
          where: { id },
          data: { ...changes, response_date: now },
        });
        if (!count) return false;
        await tx.feedbackResponse.create({
          data: { feedback_id: id, author: "ADMIN", message: changes.admin_response, created_at: now },
        });
        return true;
      });
    },

    /** A follow-up in the thread; also marks the feedback as changed. False when the feedback is gone. */
    async followUp(id: number, author: FeedbackAuthor, message: string): Promise<boolean> {
      return db.$transaction(async (tx) => {
        const { count } = await tx.feedback.updateMany({ where: { id }, data: { updated_at: clockNow() } });
        if (!count) return false;
        await tx.feedbackResponse.create({ data: { feedback_id: id, author, message } });
        return true;
      });
    },

    /** How much feedback a member sent since `since` (the public form's per-member limit). */
    sentSince(memberId: number, since: Date): Promise<number> {
      return db.feedback.count({ where: { member_id: memberId, created_at: { gte: since } } });
    },

    followUpsSince(memberId: number, since: Date): Promise<number> {
      return db.feedbackResponse.count({
        where: { author: "MEMBER", created_at: { gte: since }, feedback: { member_id: memberId } },
      });
    },

    /** A member found by their code (MEM0001, any case): id, name and the registered phone. */
    memberByCode(code: string) {
      return db.member.findUnique({
        where: { member_id: code.trim().toUpperCase() },
        select: { id: true, first_name: true, last_name: true, phone: true },
      });
    },
  };
}
