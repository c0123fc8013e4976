import { blankToUndefined, dbId, dbIdWith, isoDate } from "../../common.ts";
import { z } from "../../messages.ts";
import { money } from "../../money.ts";
import { EXPENSE_END_BEFORE_START, EXPENSE_FILL_REQUIRED_FIELDS } from "./messages.ts";

/** A required id (category...): missing or blank → the spec's text (part 2 §5: 'Please fill in all required fields'). */
export const requiredId = z.preprocess(blankToUndefined, dbIdWith({ required: EXPENSE_FILL_REQUIRED_FIELDS }));

/** A required amount in rupees, at least 0 with at most 2 decimals (part 2 §5: step 0.01, minimum 0). */
export const requiredAmount = z.preprocess(
  blankToUndefined,
  money({ field: "Amount", required: EXPENSE_FILL_REQUIRED_FIELDS }),
);

/** An optional id: blank, null or absent means none ('No Member'). */
export const optionalId = z.preprocess(blankToUndefined, dbId.optional());

/** A required calendar date (quick add's date): missing → the spec's text. */
export const requiredDate = z.preprocess(
  blankToUndefined,
  z.string({ error: (issue) => (issue.input === undefined ? EXPENSE_FILL_REQUIRED_FIELDS : undefined) }).pipe(isoDate),
);

/** Enum values as the clients send them, in any case; blank means the default. */
export const upperEnum = <T extends readonly [string, ...string[]]>(values: T, fallback?: T[number]) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toUpperCase() || undefined : (v ?? undefined)),
    fallback === undefined ? z.enum(values) : z.enum(values).default(fallback as never),
  );

/** Two optional dates of a range; an end before the start is refused. */
export function checkRange(q: { start_date?: string; end_date?: string }, ctx: z.RefinementCtx): void {
  if (q.start_date && q.end_date && q.end_date < q.start_date)
    ctx.addIssue({ code: "custom", path: ["end_date"], message: EXPENSE_END_BEFORE_START });
}
