import { z } from "../../messages.ts";
import {
  POST_CATEGORY_ICON_INVALID,
  POST_ORDERING_INVALID,
  POST_PRIORITY_INVALID,
  POST_STATUS_INVALID,
  POST_TIMEFRAME_INVALID,
  POST_TYPE_INVALID,
} from "./messages.ts";

/** Part 2 §3 "Post category": the six post types, each with its label, default icon and colour (decision 0141). */
export const POST_TYPES = ["challenge", "advertisement", "poster", "announcement", "event", "promotion"] as const;
export type PostType = (typeof POST_TYPES)[number];
export const postType = z.enum(POST_TYPES, { error: POST_TYPE_INVALID });

export const POST_TYPE_LABELS: Record<PostType, string> = {
  challenge: "Fitness Challenge",
  advertisement: "Advertisement",
  poster: "Poster",
  announcement: "Announcement",
  event: "Event",
  promotion: "Promotion",
};

/** Part 2 §3: the icon choices. */
export const POST_ICONS = [
  "trophy",
  "bullhorn",
  "image",
  "megaphone",
  "calendar",
  "tags",
  "star",
  "fire",
  "heart",
  "thumbs-up",
  "gift",
  "medal",
] as const;
export type PostIcon = (typeof POST_ICONS)[number];
export const postIcon = z.enum(POST_ICONS, { error: POST_CATEGORY_ICON_INVALID });

export const POST_TYPE_DEFAULT_ICONS: Record<PostType, PostIcon> = {
  challenge: "trophy",
  advertisement: "bullhorn",
  poster: "image",
  announcement: "megaphone",
  event: "calendar",
  promotion: "tags",
};

/** Part 2 §9: a new category is green and a challenge; each other type has its own colour (decision 0141). */
export const POST_TYPE_DEFAULT_COLORS: Record<PostType, string> = {
  challenge: "#4CAF50",
  advertisement: "#FF9800",
  poster: "#9C27B0",
  announcement: "#2196F3",
  event: "#F44336",
  promotion: "#E91E63",
};
export const DEFAULT_POST_TYPE: PostType = "challenge";
export const DEFAULT_POST_CATEGORY_COLOR = POST_TYPE_DEFAULT_COLORS.challenge;

/** Part 2 §4: post statuses, published by default, freely selectable. */
export const POST_STATUSES = ["draft", "published", "scheduled", "expired", "archived"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const postStatus = z.enum(POST_STATUSES, { error: POST_STATUS_INVALID });
export const DEFAULT_POST_STATUS: PostStatus = "published";
export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: "Draft",
  published: "Published",
  scheduled: "Scheduled",
  expired: "Expired",
  archived: "Archived",
};

/** Part 2 §4: priorities, medium by default; listed lowest first. */
export const POST_PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export type PostPriority = (typeof POST_PRIORITIES)[number];
export const postPriority = z.enum(POST_PRIORITIES, { error: POST_PRIORITY_INVALID });
export const DEFAULT_POST_PRIORITY: PostPriority = "medium";
export const POST_PRIORITY_LABELS: Record<PostPriority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  urgent: "Urgent",
};

/** Part 2 §9: background light grey, text dark. */
export const DEFAULT_POST_BACKGROUND = "#F5F5F5";
export const DEFAULT_POST_TEXT_COLOR = "#333333";

/** Part 2 §2: the eight orderings of the posts list, Django-style values; newest first by default (decision 0142). */
export const POST_ORDERINGS = [
  "-created_at",
  "created_at",
  "title",
  "-title",
  "-view_count",
  "-like_count",
  "-share_count",
  "-priority",
] as const;
export type PostOrdering = (typeof POST_ORDERINGS)[number];
export const postOrdering = z.enum(POST_ORDERINGS, { error: POST_ORDERING_INVALID });
export const DEFAULT_POST_ORDERING: PostOrdering = "-created_at";
export const POST_ORDERING_LABELS: Record<PostOrdering, string> = {
  "-created_at": "Newest First",
  created_at: "Oldest First",
  title: "Title A-Z",
  "-title": "Title Z-A",
  "-view_count": "Most Viewed",
  "-like_count": "Most Liked",
  "-share_count": "Most Shared",
  "-priority": "Priority",
};

/** Part 2 §9: statistics timeframes; omitted means all (decision 0145). */
export const POST_TIMEFRAMES = ["all", "today", "week", "month", "quarter", "year"] as const;
export type PostTimeframe = (typeof POST_TIMEFRAMES)[number];
export const postTimeframe = z.enum(POST_TIMEFRAMES, { error: POST_TIMEFRAME_INVALID });
export const POST_TIMEFRAME_LABELS: Record<PostTimeframe, string> = {
  all: "All Time",
  today: "Today",
  week: "Last 7 Days",
  month: "This Month",
  quarter: "This Quarter",
  year: "This Year",
};

/** The five image fields of a post (part 2 §9: main, banner and three gallery images). */
export const POST_IMAGE_FIELDS = [
  "main_image",
  "banner_image",
  "gallery_image_1",
  "gallery_image_2",
  "gallery_image_3",
] as const;
export type PostImageField = (typeof POST_IMAGE_FIELDS)[number];

/** What the public page counts (decision 0143). */
export const POST_ACTIONS = ["view", "like", "share"] as const;
export type PostAction = (typeof POST_ACTIONS)[number];
