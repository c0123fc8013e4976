import { MEMBER_LINK_NOT_FOUND, type MemberLink } from "@gym/contracts";
import { notFound } from "../../../lib/http-errors.ts";
import type { AreaContext } from "../../context.ts";
import { linkUrl, memberLinkWhatsappUrl, newMemberLinkToken } from "../link.ts";
import { type LinkRow, memberLinksRepository } from "../link-repository.ts";

export interface StaffCall {
  gymName: string;
  origin: string | null;
  staffUserId: number;
}

function present(ctx: AreaContext, row: LinkRow, call: StaffCall): MemberLink {
  const url = linkUrl(ctx, row.token, call.origin);
  return {
    member_id: row.member_id,
    url,
    created_at: row.created_at.toISOString(),
    whatsapp_url: memberLinkWhatsappUrl(row, call.gymName, url),
  };
}

/** The member's link in use, or null (never made, or revoked); 404 for no such member. */
export async function memberLink(ctx: AreaContext, memberId: number, call: StaffCall): Promise<MemberLink | null> {
  const repo = memberLinksRepository(ctx);
  const [row] = await repo.active([memberId]);
  if (row) return present(ctx, row, call);
  if (!(await repo.memberExists(memberId))) throw notFound(MEMBER_LINK_NOT_FOUND);
  return null;
}

/** A new link: the one in use (if any) stops working in the same transaction. */
export async function rotateMemberLink(ctx: AreaContext, memberId: number, call: StaffCall): Promise<MemberLink> {
  const [row] = await memberLinksRepository(ctx).issue([memberId], newMemberLinkToken, true, call.staffUserId);
  if (!row) throw notFound(MEMBER_LINK_NOT_FOUND);
  return present(ctx, row, call);
}

/** Revokes the link in use: the page answers 'This link is no longer valid' from the next request. */
export async function revokeMemberLink(ctx: AreaContext, memberId: number, staffUserId: number): Promise<boolean> {
  const repo = memberLinksRepository(ctx);
  if (!(await repo.memberExists(memberId))) throw notFound(MEMBER_LINK_NOT_FOUND);
  return repo.revoke(memberId, staffUserId);
}
