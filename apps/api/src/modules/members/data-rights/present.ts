import { type DataRights, PRIVACY_NOTICE_ITEMS, PRIVACY_NOTICE_RIGHTS, PRIVACY_NOTICE_VERSION } from "@gym/contracts";
import type { ConsentRow, ErasureRow, StandingRow } from "./repository.ts";

/** The member's data rights as the profile shows them: the notice, the latest consent, the erasure, and what erasure would meet. */
export function toDataRights(
  standing: StandingRow,
  consent: ConsentRow | null,
  erasure: ErasureRow | null,
): DataRights {
  return {
    member_id: standing.id,
    notice: { version: PRIVACY_NOTICE_VERSION, items: [...PRIVACY_NOTICE_ITEMS], rights: PRIVACY_NOTICE_RIGHTS },
    consent,
    consent_current: consent?.action === "GIVEN" && consent.notice_version === PRIVACY_NOTICE_VERSION,
    erasure,
    open_dues: standing.open_dues,
    active_until: standing.active_until,
  };
}
