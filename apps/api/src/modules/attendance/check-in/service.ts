import {
  alreadyCheckedIn,
  CARD_NOT_FOUND,
  CARD_REVOKED,
  CHECK_IN_MEMBER_NOT_FOUND,
  CHECKED_IN,
  type CheckInBody,
  type CheckInResponse,
  type CheckInVia,
  clockTime,
  letInByOverride,
  notCheckedIn,
  todayIn,
} from "@gym/contracts";
import { isForeignKeyViolation } from "../../../lib/db-errors.ts";
import { HttpError, notFound } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { toCheckIn } from "../present.ts";
import { doorCheck } from "./door.ts";
import { doorFacts, owedMonths, renewalOffer, toDeskMember, toDues } from "./present.ts";
import { checkInRepository } from "./repository.ts";

export interface Desk {
  staffUserId: number;
  gymName: string;
}

/** The member a card names (404 unknown, including another gym's code; 410 revoked: decision 0251). */
async function memberOfCard(ctx: AreaContext, code: string): Promise<number> {
  const card = await checkInRepository(ctx).card(code);
  if (!card) throw notFound(CARD_NOT_FOUND);
  if (card.revoked) throw new HttpError(410, CARD_REVOKED);
  return card.member_id;
}

/**
 * One tap at the door (issue 24 §2, §3; decision 0250): find the member, answer green, amber or red in
 * words, and store the visit when the answer lets them in (or the desk overrides a red with a reason),
 * unless they were checked in within the repeat window. Refusals write nothing.
 */
export async function checkIn(
  ctx: AreaContext,
  body: CheckInBody,
  desk: Desk,
): Promise<Omit<CheckInResponse, "success">> {
  const memberId = body.member_id ?? (await memberOfCard(ctx, body.code!));
  const via: CheckInVia = body.via ?? (body.code ? "CARD" : "SEARCH");
  const at = ctx.now();
  const today = todayIn(ctx.timeZone, at);
  const repo = checkInRepository(ctx);
  const row = await repo.facts(memberId, today);
  if (!row) throw notFound(CHECK_IN_MEMBER_NOT_FOUND);
  const owed = owedMonths(row.owed, today);
  const door = doorCheck(doorFacts(row, owed, today, row.dues_grace_days));
  const answer = {
    door,
    member: toDeskMember(row, today),
    dues: toDues(row, owed, today, desk.gymName),
    renewal: renewalOffer(row, today, desk.gymName),
  };
  const nothing = (message: string, already: Date | null = null) => ({
    ...answer,
    message,
    checked_in: false,
    check_in: null,
    already_checked_in_at: already?.toISOString() ?? null,
  });
  const windowStart = at.getTime() - row.repeat_window_minutes * 60_000;
  const recent = row.last_check_in_at && row.last_check_in_at.getTime() > windowStart ? row.last_check_in_at : null;
  if (recent) return nothing(alreadyCheckedIn(clockTime(recent, ctx.timeZone)), recent);
  const override = !door.lets_in && body.override === true;
  if (!door.lets_in && !override) return nothing(notCheckedIn(door.reasons[0]!));
  const written = await repo
    .claim({
      memberId,
      at,
      day: today,
      hour: Number(clockTime(at, ctx.timeZone).slice(0, 2)),
      staffUserId: desk.staffUserId,
      device: body.device ?? "",
      via,
      colour: door.colour,
      reason: door.reasons.join("; "),
      overrideReason: override ? body.override_reason! : null,
      windowMinutes: row.repeat_window_minutes,
    })
    .catch((error: unknown) => {
      // The member was deleted between the read and the write.
      if (isForeignKeyViolation(error)) throw notFound(CHECK_IN_MEMBER_NOT_FOUND);
      throw error;
    });
  if (!written) {
    // Another desk checked the member in a moment ago (or the member is gone).
    const latest = await repo.latest(memberId);
    if (!latest) throw notFound(CHECK_IN_MEMBER_NOT_FOUND);
    return nothing(alreadyCheckedIn(clockTime(latest, ctx.timeZone)), latest);
  }
  return {
    ...answer,
    message: override ? letInByOverride(body.override_reason!) : CHECKED_IN,
    checked_in: true,
    check_in: toCheckIn(written, ctx.timeZone),
    already_checked_in_at: null,
  };
}
