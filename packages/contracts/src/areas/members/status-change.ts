import { successMessageBody } from "../../common.ts";
import type { z } from "../../messages.ts";
import { member } from "./shapes.ts";

// POST /api/members/members/{id}/suspend/ and /activate/ (part 1 §4, §7).

export const memberStatusChangeResponse = successMessageBody({
  member: member,
});
export type MemberStatusChangeResponse = z.infer<typeof memberStatusChangeResponse>;
