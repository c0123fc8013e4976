import type { Endpoint } from "../types.ts";

/**
 * The audit area's catalogue entries.
 * ../endpoints.ts assembles every area's list in catalogue order; ../types.ts says what each field means.
 */
export const auditEndpoints: Endpoint[] = [
  // audit: the trail of every signed-in write, filtered and paged, and its CSV (issue 25 §5; designed, decision 0333)
  {
    method: "GET",
    path: "/api/audit/entries/",
    area: "audit",
    permission: "manage",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/audit/entries/export/",
    area: "audit",
    permission: "manage",
    source: "designed",
  },
];
