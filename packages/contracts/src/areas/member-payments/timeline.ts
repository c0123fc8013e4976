import { authFields, blankToUndefined, dbId, successBody } from "../../common.ts";
import { z } from "../../messages.ts";
import { intIn, paymentMethod, paymentStatus, TIMELINE_MONTHS_DEFAULT, TIMELINE_MONTHS_MAX } from "./shapes.ts";

/** A member's payment timeline (part 2 §7), read-only. */

export const timelineQuery = z.object({
  ...authFields,
  member_id: dbId,
  months: z.preprocess(blankToUndefined, intIn(1, TIMELINE_MONTHS_MAX).default(TIMELINE_MONTHS_DEFAULT)),
});
export const timelineEntry = z.object({
  id: z.number().int(),
  payment_id: z.number().int(),
  month: z.string(),
  month_name: z.string(),
  status: paymentStatus,
  amount_paid: z.number(),
  amount_due: z.number(),
  late_fee: z.number(),
  remaining_amount: z.number(),
  payment_date: z.string().nullable(),
  payment_method: paymentMethod.nullable(),
  reference_number: z.string(),
  upi_link: z.string().nullable(),
  invoices: z.array(
    z.object({
      invoice_id: z.number().int(),
      invoice_number: z.string(),
      amount: z.number(),
      /** Voided (decision 0334): it keeps its number and no longer counts. */
      voided: z.boolean(),
    }),
  ),
});
export const timelineResponse = successBody({
  member: z.object({
    id: z.number().int(),
    name: z.string(),
    current_plan: z.string(),
    plan_amount: z.number().nullable(),
    status: z.string(),
    renewal_date: z.string(),
    days_left: z.number().int(),
    phone: z.string(),
  }),
  payment_timeline: z.array(timelineEntry),
});
export type TimelineResponse = z.infer<typeof timelineResponse>;
