import { authFields, blankToUndefined, dbId, optionalIsoDate } from "../../common.ts";
import { z } from "../../messages.ts";
import { money } from "../../money.ts";
import { ENTER_VALID_AMOUNT } from "./messages.ts";
import { upperMethod } from "./shapes.ts";

/**
 * The Record Payment popup's call (create-by-member, part 2 §7); the manual screen's own shape of
 * create/ is `createMemberPaymentBody` (payments.ts).
 */

export const createByMemberBody = z.object({
  ...authFields,
  member_id: dbId,
  payment_status: z.preprocess(blankToUndefined, z.literal("PAID").optional()),
  payment_method: upperMethod,
  amount_paid: money({ field: "amount_paid", min: 0, exclusiveMin: true, message: ENTER_VALID_AMOUNT }),
  payment_date: optionalIsoDate,
  renewal_date: optionalIsoDate,
});
export type CreateByMemberBody = z.infer<typeof createByMemberBody>;
