/**
 * Members: list, registration, suspend/activate, bulk upload (part 1 §2-§9), the profile (issue 23 §5).
 * Member codes look like MEM0001 (docs/decisions/0010-member-code.md). One file per resource, the texts in
 * `messages.ts`, and what they share: `shapes.ts` (status, gender, a member), `rules.ts` (dates and the
 * expired rule); `fields.ts` is the area's own and not exported.
 */
export * from "./bulk.ts";
export * from "./list.ts";
export * from "./messages.ts";
export * from "./profile.ts";
export * from "./registration.ts";
export * from "./rules.ts";
export * from "./shapes.ts";
export * from "./status-change.ts";
