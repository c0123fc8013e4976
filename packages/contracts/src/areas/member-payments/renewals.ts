import { authFields, blankToUndefined, successBody } from "../../common.ts";
import { z } from "../../messages.ts";
import { intIn } from "./shapes.ts";

/**
 * The renewals worklist (issue 26 §3; designed path, decision 0346): members whose next payment (their
 * open bill, else the next bill of their chain of periods, decision 0240) falls due within 7, 14 or 30
 * days, with the amount expected in total, paged and summed in SQL.
 */

export const RENEWAL_WINDOWS = [7, 14, 30] as const;
export type RenewalWindow = (typeof RENEWAL_WINDOWS)[number];
export const RENEWAL_WINDOW_DEFAULT: RenewalWindow = 7;
export const RENEWALS_PAGE_SIZE_DEFAULT = 20;
export const RENEWALS_PAGE_SIZE_MAX = 100;
export const RENEWAL_WINDOW_INVALID = "Choose 7, 14 or 30 days";

export const renewalsQuery = z.object({
  ...authFields,
  within: z.preprocess(
    blankToUndefined,
    z
      .enum(["7", "14", "30"], { error: RENEWAL_WINDOW_INVALID })
      .transform((v) => Number(v) as RenewalWindow)
      .default(RENEWAL_WINDOW_DEFAULT),
  ),
  page: z.preprocess(blankToUndefined, intIn(1, 1_000_000).default(1)),
  page_size: z.preprocess(blankToUndefined, intIn(1, RENEWALS_PAGE_SIZE_MAX).default(RENEWALS_PAGE_SIZE_DEFAULT)),
});
export type RenewalsQuery = z.input<typeof renewalsQuery>;

export const renewal = z.object({
  member_id: z.number().int(),
  member_name: z.string(),
  phone: z.string(),
  plan_name: z.string().nullable(),
  renewal_date: z.string(),
  due_date: z.string(),
  days_until: z.number().int(),
  /** What the member is expected to pay: the open bill's remainder, else their next bill's amount. */
  amount_expected: z.number(),
  /** The open bill, when one is made; null while the next bill is still to come. */
  payment_id: z.number().int().nullable(),
  excluded_from_reminders: z.boolean(),
  message: z.string(),
  whatsapp_url: z.string().nullable(),
});
export type Renewal = z.infer<typeof renewal>;

export const renewalsResponse = successBody({
  within: z.number().int(),
  count: z.number().int(),
  /** The amount expected from every member in the window (not just this page). */
  total_expected: z.number(),
  results: z.array(renewal),
});
export type RenewalsResponse = z.infer<typeof renewalsResponse>;
