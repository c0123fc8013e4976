import { CHECK_IN_MEMBER_NOT_FOUND, type MemberCard, todayIn } from "@gym/contracts";
import { notFound } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { memberCardPdf } from "./card-pdf.ts";
import { newCardCode } from "./code.ts";
import { toMemberCard } from "./present.ts";
import { type CardRow, cardsRepository } from "./repository.ts";

async function present(ctx: AreaContext, row: CardRow, gymName: string): Promise<MemberCard> {
  const pdf = await memberCardPdf(
    {
      gymName,
      memberName: row.member_name,
      memberCode: row.member_code,
      code: row.code,
      issuedOn: todayIn(ctx.timeZone, row.issued_at),
    },
    ctx.now(),
  );
  return toMemberCard(row, pdf, ctx.timeZone);
}

/** The member's card in use; a member who never had one gets their first now (decision 0251). */
export async function memberCard(ctx: AreaContext, memberId: number, gymName: string): Promise<MemberCard> {
  const repo = cardsRepository(ctx);
  const row = (await repo.active(memberId)) ?? (await repo.issue(memberId, newCardCode(), false));
  if (!row) throw notFound(CHECK_IN_MEMBER_NOT_FOUND);
  return present(ctx, row, gymName);
}

/** A lost or shared card: its code stops working at once and the member gets a new one. */
export async function reissueCard(ctx: AreaContext, memberId: number, gymName: string): Promise<MemberCard> {
  const row = await cardsRepository(ctx).issue(memberId, newCardCode(), true);
  if (!row) throw notFound(CHECK_IN_MEMBER_NOT_FOUND);
  return present(ctx, row, gymName);
}
