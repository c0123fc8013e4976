/**
 * Post categories, posts, statistics and the posts of the public gym page (part 2 §2-§5, §7-§9;
 * issue 12; decisions 0140-0145). `form.ts` holds internal multipart helpers and is not re-exported.
 */
export * from "./categories.ts";
export * from "./date-time.ts";
export * from "./enums.ts";
export * from "./messages.ts";
export * from "./post.ts";
export * from "./public.ts";
export * from "./requests.ts";
export * from "./statistics.ts";
