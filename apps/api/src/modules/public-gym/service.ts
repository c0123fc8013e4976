import type { PublicGymPageResponse } from "@gym/contracts";
import type { AreaContext } from "../context.ts";

/** What the public page shows of a gym: its name only; never member data (decision 0140). */
export async function publicGymPage(
  ctx: AreaContext & { gymName: string },
): Promise<Omit<PublicGymPageResponse, "success">> {
  return { gym: { name: ctx.gymName, schema_name: ctx.schema } };
}
