import {
  FEEDBACK_PRIORITY_LABELS,
  FEEDBACK_STATUS_LABELS,
  type FeedbackPriority,
  type FeedbackStatus,
} from "@gym/contracts";
import { SUCCESS_GREEN, WARNING_ORANGE } from "../../../components/ui/accessible-colours.ts";

/**
 * Badge colours of part 2 §4, in tones that keep white text above 4.5:1: pending orange, reviewed
 * blue, in progress orange-red, resolved green, closed grey; urgent red, high deep orange, medium
 * orange, low green.
 */
export const STATUS_COLOURS: Record<FeedbackStatus, string> = {
  PENDING: WARNING_ORANGE,
  REVIEWED: "#1864ab",
  IN_PROGRESS: "#c2410c",
  RESOLVED: SUCCESS_GREEN,
  CLOSED: "#495057",
};

export const PRIORITY_COLOURS: Record<FeedbackPriority, string> = {
  URGENT: "#c92a2a",
  HIGH: "#bf360c",
  MEDIUM: WARNING_ORANGE,
  LOW: SUCCESS_GREEN,
};

/** An unknown or missing value shows as the §4 default (PENDING, MEDIUM). */
export function statusBadge(status: string | null | undefined): { label: string; color: string } {
  const key = (status && status in STATUS_COLOURS ? status : "PENDING") as FeedbackStatus;
  return { label: FEEDBACK_STATUS_LABELS[key], color: STATUS_COLOURS[key] };
}

export function priorityBadge(priority: string | null | undefined): { label: string; color: string } {
  const key = (priority && priority in PRIORITY_COLOURS ? priority : "MEDIUM") as FeedbackPriority;
  return { label: FEEDBACK_PRIORITY_LABELS[key], color: PRIORITY_COLOURS[key] };
}
