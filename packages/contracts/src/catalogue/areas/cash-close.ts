import type { Endpoint } from "../types.ts";

/**
 * The cash-close area's catalogue entries.
 * ../endpoints.ts assembles every area's list in catalogue order; ../types.ts says what each field means.
 */
export const cashCloseEndpoints: Endpoint[] = [
  // cash-close: the day's money by method and per staff member, its close (once), its one-page PDF, and the
  // month's closes (issue 25 §6; designed, decisions 0326-0329)
  {
    method: "GET",
    path: "/api/cash-close/days/{date}/",
    area: "cash-close",
    permission: "money_collect",
    source: "designed",
  },
  {
    method: "POST",
    path: "/api/cash-close/days/{date}/close/",
    area: "cash-close",
    permission: "money_collect",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/cash-close/days/{date}/pdf/",
    area: "cash-close",
    permission: "money_collect",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/cash-close/closes/",
    area: "cash-close",
    permission: "money_control",
    source: "designed",
  },
];
