import { type DeskSearchMember, displayStatus, membershipText } from "@gym/contracts";
import { mediaUrlOrNull } from "../../../uploads/media-url.ts";
import type { AreaContext } from "../../context.ts";
import { deskRepository } from "./repository.ts";

/** Typed digits (a phone number in any format: "98765 43210", "+91-98765"), else none. */
export function phoneDigits(term: string): string {
  return /^[\d\s+()-]+$/.test(term) ? term.replace(/\D/g, "") : "";
}

/** At most 10 members for the desk's search box; nothing for a blank search. */
export async function searchAtDesk(ctx: AreaContext, search: string | undefined): Promise<DeskSearchMember[]> {
  if (!search) return [];
  const today = ctx.today();
  const rows = await deskRepository(ctx).search(search, phoneDigits(search), today);
  return rows.map((r) => {
    const display_status = displayStatus(r.status, r.renewal_date, today);
    return {
      id: r.id,
      member_code: r.member_code,
      full_name: r.full_name,
      phone: r.phone,
      profile_photo_url: mediaUrlOrNull(r.profile_photo),
      display_status,
      days_left_text: membershipText(display_status, r.days_left),
    };
  });
}
