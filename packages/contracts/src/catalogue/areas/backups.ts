import type { Endpoint } from "../types.ts";

/**
 * The backups area's catalogue entries.
 * ../endpoints.ts assembles every area's list in catalogue order; ../types.ts says what each field means.
 */
export const backupsEndpoints: Endpoint[] = [
  // backups: the owner's view of the nightly backup and its download (issue 27 §3; designed, decision 0273)
  { method: "GET", path: "/api/settings/backup/", area: "backups", permission: "gym_settings", source: "designed" },
  {
    method: "GET",
    path: "/api/settings/backup/download/",
    area: "backups",
    permission: "gym_settings",
    source: "designed",
  },
];
