import { blankToUndefined, dbId, isoDate } from "../../common.ts";
import { z } from "../../messages.ts";
import { money } from "../../money.ts";
import { EXPENSE_END_BEFORE_START, EXPENSE_FILL_REQUIRED_FIELDS } from "./messages.ts";

/** A required field whose absence is the spec's one text (part 2 §5: 'Please fill in all required fields'). */
const present = (v: unknown) => blankToUndefined(v) !== undefined;

/** A required id (category...): missing → the spec's text; otherwise a whole number in the id range. */
export const requiredId = z.unknown().refine(present, { error: EXPENSE_FILL_REQUIRED_FIELDS }).pipe(dbId);

/** A required amount in rupees, at least 0 with at most 2 decimals (part 2 §5: step 0.01, minimum 0). */
export const requiredAmount = z
  .unknown()
  .refine(present, { error: EXPENSE_FILL_REQUIRED_FIELDS })
  .pipe(money({ field: "Amount" }));

/** An optional id: blank, null or absent means none ('No Member'). */
export const optionalId = z.preprocess(blankToUndefined, dbId.optional());

/** A required calendar date (quick add's date): missing → the spec's text. */
export const requiredDate = z.unknown().refine(present, { error: EXPENSE_FILL_REQUIRED_FIELDS }).pipe(isoDate);

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
