import {
  PRIVACY_NOTICE_EDIT_STALE,
  PRIVACY_NOTICE_NOT_FOUND,
  type PrivacyNotice,
  type PrivacyNoticeText,
} from "@gym/contracts";
import { conflict, notFound } from "../../../lib/http-errors.ts";
import type { DataContext } from "../../context.ts";
import { privacyNoticeRepository } from "./repository.ts";

/** GET /api/members/privacy-notice/: the gym's current notice, for the forms and the profile (decision 0350). */
export function currentNotice(ctx: DataContext): Promise<PrivacyNotice> {
  return privacyNoticeRepository(ctx).current();
}

/** GET .../versions/{version}/: a past (or the current) version, read-only; 404 when there is none. */
export async function noticeVersion(ctx: DataContext, version: number): Promise<PrivacyNotice> {
  const notice = await privacyNoticeRepository(ctx).version(version);
  if (!notice) throw notFound(PRIVACY_NOTICE_NOT_FOUND);
  return notice;
}

const sameText = (a: PrivacyNoticeText, b: PrivacyNoticeText) =>
  a.rights === b.rights && a.contact === b.contact && JSON.stringify(a.items) === JSON.stringify(b.items);

/**
 * PUT /api/members/privacy-notice/update/ (owner only, decision 0350): a text that differs from the
 * current one becomes the next version; the same text changes nothing. `editedVersion` is the version the
 * owner edited: when another save came first, the edit is refused (409) rather than overwrite unseen text.
 */
export async function saveNotice(
  ctx: DataContext,
  editedVersion: number,
  text: PrivacyNoticeText,
  staffUserId: number,
): Promise<{ notice: PrivacyNotice; changed: boolean }> {
  const repo = privacyNoticeRepository(ctx);
  const current = await repo.current();
  if (editedVersion !== current.version) throw conflict(PRIVACY_NOTICE_EDIT_STALE, { version: current.version });
  if (sameText(current, text)) return { notice: current, changed: false };
  const next = current.version + 1;
  if (!(await repo.insert(next, text, staffUserId))) throw conflict(PRIVACY_NOTICE_EDIT_STALE);
  return { notice: await repo.current(), changed: true };
}
