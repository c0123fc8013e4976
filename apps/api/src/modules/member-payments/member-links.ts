import type { AreaContext } from "../context.ts";

/**
 * Each member's private page link (issue 26 §1) for the `{member_link}` placeholder, by member id. Until the
 * member page lands, no member has one and messages leave that line out (renderTemplate).
 */
export async function memberLinksOf(_ctx: AreaContext, _memberIds: number[]): Promise<Map<number, string>> {
  return new Map();
}
