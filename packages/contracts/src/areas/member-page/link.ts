import { authFields, successMessageBody } from "../../common.ts";
import { z } from "../../messages.ts";

/**
 * A member's private link (issue 26 §1, decision 0340): `/m/<schema_name>/<token>`, the token 32
 * base64url characters from 24 random bytes (192 bits), never the member's id.
 */
export const MEMBER_LINK_TOKEN_BYTES = 24;
export const MEMBER_LINK_TOKEN_LENGTH = 32;
/** What a token looks like; anything else is refused before the database is asked. */
export const MEMBER_LINK_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The page's path for a gym and token. */
export function memberPagePath(schemaName: string, token: string): string {
  return `/m/${encodeURIComponent(schemaName)}/${token}`;
}

export const memberLink = z.object({
  member_id: z.number().int(),
  /** The absolute address when the server knows its origin, else the path (`/m/...`). */
  url: z.string(),
  created_at: z.string(),
  /** A ready WhatsApp message to the member's number; null without a number WhatsApp takes. */
  whatsapp_url: z.string().nullable(),
});
export type MemberLink = z.infer<typeof memberLink>;

export const memberLinkResponse = successMessageBody({
  /** Null when the member has no link in use (never made, or revoked). */
  link: memberLink.nullable(),
});
export type MemberLinkResponse = z.infer<typeof memberLinkResponse>;

/** POST (make or rotate) and DELETE (revoke) take no fields but the documented auth ones. */
export const memberLinkBody = z.object(authFields).nullish();

/** The WhatsApp text staff send with the link (the dashboard and the API write the same words). */
export function memberLinkMessage(firstName: string, gymName: string, url: string): string {
  return `Hi ${firstName}, here is your personal ${gymName} page: days left, dues, invoices, visits and workouts.\n${url}\nKeep this link to yourself; it opens your page without a password.`;
}
