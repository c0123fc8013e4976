import { attendanceEndpoints } from "./areas/attendance.ts";
import { auditEndpoints } from "./areas/audit.ts";
import { authEndpoints } from "./areas/auth.ts";
import { backupsEndpoints } from "./areas/backups.ts";
import { cashCloseEndpoints } from "./areas/cash-close.ts";
import { dashboardEndpoints } from "./areas/dashboard.ts";
import { dietEndpoints } from "./areas/diet.ts";
import { exercisesEndpoints } from "./areas/exercises.ts";
import { expensesEndpoints } from "./areas/expenses.ts";
import { feedbackEndpoints } from "./areas/feedback.ts";
import { gymImagesEndpoints } from "./areas/gym-images.ts";
import { memberPageEndpoints } from "./areas/member-page.ts";
import { memberPaymentsEndpoints } from "./areas/member-payments.ts";
import { membersEndpoints } from "./areas/members.ts";
import { plansEndpoints } from "./areas/plans.ts";
import { postsEndpoints } from "./areas/posts.ts";
import { shopEndpoints } from "./areas/shop.ts";
import { staffEndpoints } from "./areas/staff.ts";
import { trainersEndpoints } from "./areas/trainers.ts";
import type { Area, Endpoint } from "./types.ts";

/**
 * Every method + path the two spec documents name (part 1 §7, part 2 §7, tables and prose), written
 * exactly as the spec writes them, plus the paths we designed where part 2 says "not shown"
 * (docs/decisions/0005-designed-paths.md). A method + path named in both documents appears once,
 * with the earlier source. The counts are pinned in packages/contracts/test/catalogue.test.ts.
 *
 * Each area's entries live in ./areas/<area>.ts, named like the API's modules (trainers.ts holds the
 * trainers, bookings and assignments areas, all served by modules/trainers/); this list only assembles
 * them, in the order the catalogue has always had (the OpenAPI document and the walking tests follow it).
 */
export const endpoints: Endpoint[] = [
  ...authEndpoints,
  ...dashboardEndpoints,
  ...membersEndpoints,
  ...gymImagesEndpoints,
  ...exercisesEndpoints,
  ...dietEndpoints,
  ...feedbackEndpoints,
  ...shopEndpoints,
  ...postsEndpoints,
  ...expensesEndpoints,
  ...memberPaymentsEndpoints,
  ...trainersEndpoints,
  ...attendanceEndpoints,
  ...backupsEndpoints,
  ...plansEndpoints,
  ...staffEndpoints,
  ...auditEndpoints,
  ...cashCloseEndpoints,
  ...memberPageEndpoints,
];

/** The catalogue entries of one area, in catalogue order. */
export function endpointsByArea(area: Area): Endpoint[] {
  return endpoints.filter((e) => e.area === area);
}
