import { authFields, blankToUndefined, optionalText, successBody } from "../../common.ts";
import { z } from "../../messages.ts";
import { intIn } from "./shapes.ts";

/** The payment screens' members (GET /api/gym-members/, part 2 §7): members with their plan. */

export const gymMembersQuery = z.object({
  ...authFields,
  search: optionalText(100),
  limit: z.preprocess(blankToUndefined, intIn(1, 500).default(100)),
});
export const gymMember = z.object({
  id: z.number().int(),
  member_id: z.string(),
  full_name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.string(),
  renewal_date: z.string(),
  days_left: z.number().int(),
  plan_name: z.string().nullable(),
  membership_type: z.string(),
  amount: z.number().nullable(),
  /** Beyond the spec (decision 0291 §7): the plan's admission fee the member's next bill adds (their first), else null. */
  admission_fee: z.number().nullable(),
});
export type GymMember = z.infer<typeof gymMember>;
export const gymMembersResponse = successBody({ data: z.array(gymMember) });
