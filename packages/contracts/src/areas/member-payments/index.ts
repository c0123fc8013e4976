/**
 * Member payments and smart tracking (part 2 §2, §3, §5, §7, §8, §9; issue 10): one file per resource
 * (the API's sub-folders of modules/member-payments/), the area's texts in `messages.ts`, and what they
 * share: `shapes.ts` (methods, statuses, a payment record), `rules.ts` (fees, states, invoice numbers),
 * `periods.ts` (the chain of periods, decision 0240).
 */
export * from "./gym-members.ts";
export * from "./invoices.ts";
export * from "./manual.ts";
export * from "./messages.ts";
export * from "./payments.ts";
export * from "./periods.ts";
export * from "./reminder-sequence.ts";
export * from "./reminders.ts";
export * from "./renewals.ts";
export * from "./rules.ts";
export * from "./settings.ts";
export * from "./shapes.ts";
export * from "./timeline.ts";
export * from "./tracking.ts";
