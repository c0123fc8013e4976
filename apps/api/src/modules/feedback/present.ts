import {
  ADMIN_AUTHOR_LABEL,
  type FeedbackDetail,
  type FeedbackSummary,
  type FeedbackThreadMessage,
  type MemberFeedback,
} from "@gym/contracts";
import { mediaUrlOrNull } from "../../uploads/media-url.ts";
import type { FeedbackRow, ThreadRow } from "./repository.ts";

export function toFeedbackSummary(row: FeedbackRow): FeedbackSummary {
  const submitted = row.created_at.toISOString();
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    status: row.status,
    priority: row.priority,
    rating: row.rating,
    member_name: row.member_name,
    member_id: row.member_id,
    member_code: row.member_code,
    category_id: row.category_id,
    category_name: row.category_name,
    created_at: submitted,
    submitted_at: submitted,
    updated_at: row.updated_at.toISOString(),
    days_since_submitted: Math.max(0, row.days_since_submitted),
    response_count: row.response_count,
    admin_response: row.admin_response,
    response_date: row.response_date ? row.response_date.toISOString() : null,
    attachment_url: mediaUrlOrNull(row.attachment),
  };
}

/** Staff messages are labelled 'Admin' (part 2 §6); a member's carry the member's name. */
export function toThreadMessage(row: ThreadRow, memberName: string): FeedbackThreadMessage {
  return {
    id: row.id,
    message: row.message,
    author: row.author,
    author_name: row.author === "ADMIN" ? ADMIN_AUTHOR_LABEL : memberName,
    created_at: row.created_at.toISOString(),
  };
}

export function toFeedbackDetail(row: FeedbackRow, thread: ThreadRow[]): FeedbackDetail {
  return { ...toFeedbackSummary(row), responses: thread.map((t) => toThreadMessage(t, row.member_name)) };
}

/** What the member sees of their own feedback on the public page: no priority, no other member. */
export function toMemberFeedback(row: FeedbackRow, thread: ThreadRow[]): MemberFeedback {
  return {
    id: row.id,
    subject: row.subject,
    message: row.message,
    status: row.status,
    rating: row.rating,
    category_name: row.category_name,
    submitted_at: row.created_at.toISOString(),
    admin_response: row.admin_response,
    response_date: row.response_date ? row.response_date.toISOString() : null,
    attachment_url: mediaUrlOrNull(row.attachment),
    responses: thread.map((t) => toThreadMessage(t, row.member_name)),
  };
}
