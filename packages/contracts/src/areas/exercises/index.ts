/**
 * The exercise library: categories, muscle groups, exercises and their media
 * (part 1 §2 "Exercise management", §3, §4, §5, §7, §8, §9; part 2 §7 for the /android/ aliases).
 * Decisions: docs/decisions/0040-0045.
 *
 * `form.ts` holds the internal multipart helpers and is deliberately not re-exported.
 */
export * from "./enums.ts";
export * from "./exercise.ts";
export * from "./groups.ts";
export * from "./images.ts";
export * from "./messages.ts";
export * from "./requests.ts";
