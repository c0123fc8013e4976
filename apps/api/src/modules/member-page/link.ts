import { randomBytes } from "node:crypto";
import {
  MEMBER_LINK_TOKEN,
  MEMBER_LINK_TOKEN_BYTES,
  memberLinkMessage,
  memberPagePath,
  waMeNumber,
  whatsappUrl,
} from "@gym/contracts";
import type { AreaContext } from "../context.ts";
import { type LinkRow, memberLinksRepository } from "./link-repository.ts";

/**
 * A member's private link (issue 26 §1, decision 0340): what the staff endpoints, the member's page and the
 * reminders (`{member_link}`) share. The URL is `<origin>/m/<schema_name>/<token>`.
 */

/** 24 bytes of the system's random source as 32 base64url characters (192 bits). */
export function newMemberLinkToken(): string {
  return randomBytes(MEMBER_LINK_TOKEN_BYTES).toString("base64url");
}

/** Whether a text is shaped like a token (checked before any query). */
export function isMemberLinkToken(text: string): boolean {
  return MEMBER_LINK_TOKEN.test(text);
}

let configuredOrigin: string | null = null;
let fallbackOrigin = "http://localhost:3000";

/** Set once at start from PUBLIC_URL and PORT (member-page/routes.ts). */
export function configureMemberLinks(publicUrl: string | undefined, port: number): void {
  configuredOrigin = publicUrl ? new URL(publicUrl).origin : null;
  fallbackOrigin = `http://localhost:${port}`;
}

/** The origin a link is written with: PUBLIC_URL, else the request's own origin, else localhost. */
export function linkOrigin(requestOrigin?: string | null): string {
  return configuredOrigin ?? requestOrigin ?? fallbackOrigin;
}

export function linkUrl(ctx: Pick<AreaContext, "schema">, token: string, origin?: string | null): string {
  return `${linkOrigin(origin)}${memberPagePath(ctx.schema, token)}`;
}

/**
 * The member's link as an absolute URL, made now if the member has none (their link in use otherwise:
 * a link already sent keeps working). Throws when there is no such member.
 */
export async function memberLinkUrl(ctx: AreaContext, memberId: number, origin?: string | null): Promise<string> {
  const url = (await memberLinkUrls(ctx, [memberId], origin)).get(memberId);
  if (!url) throw new Error(`No member ${memberId} in ${ctx.schema}`);
  return url;
}

/**
 * The links of many members at once (one transaction; members without one get one): the reminders' list
 * fills `{member_link}` from this. Ids of no member are left out of the map.
 */
export async function memberLinkUrls(
  ctx: AreaContext,
  memberIds: number[],
  origin?: string | null,
): Promise<Map<number, string>> {
  const rows = await memberLinkRows(ctx, memberIds);
  return new Map(rows.map((r) => [r.member_id, linkUrl(ctx, r.token, origin)]));
}

/** The links in use, made for members who have none. */
export async function memberLinkRows(ctx: AreaContext, memberIds: number[], staffUserId: number | null = null) {
  const ids = [...new Set(memberIds)];
  const repo = memberLinksRepository(ctx);
  const have = await repo.active(ids);
  if (have.length === ids.length) return have;
  return repo.issue(ids, newMemberLinkToken, false, staffUserId);
}

/** The wa.me link staff tap to send the member their page; null without a number WhatsApp takes. */
export function memberLinkWhatsappUrl(row: Pick<LinkRow, "first_name" | "phone">, gymName: string, url: string) {
  const number = waMeNumber(row.phone);
  return number ? whatsappUrl(number, memberLinkMessage(row.first_name, gymName, url)) : null;
}
