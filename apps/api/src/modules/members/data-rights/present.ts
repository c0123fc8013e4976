import type { DataRights, PrivacyNotice } from "@gym/contracts";
import type { ConsentRow, ErasureRow, StandingRow } from "./repository.ts";

/**
 * The member's data rights as the profile shows them: the gym's current notice, the latest consent and the
 * text of the version it names (decision 0350), the erasure, and what erasure would meet.
 */
export function toDataRights(
  standing: StandingRow,
  consent: ConsentRow | null,
  erasure: ErasureRow | null,
  notice: PrivacyNotice,
  agreed: PrivacyNotice | null,
): DataRights {
  const version = String(notice.version);
  return {
    member_id: standing.id,
    notice: { version, items: notice.items, rights: notice.rights, contact: notice.contact },
    consent_notice: agreed
      ? { version: agreed.version, items: agreed.items, rights: agreed.rights, contact: agreed.contact }
      : null,
    consent,
    consent_current: consent?.action === "GIVEN" && consent.notice_version === version,
    erasure,
    open_dues: standing.open_dues,
    active_until: standing.active_until,
  };
}
