/** The members keys live with the one client of GET /api/members/members/ (src/lib/members-list.ts). */
export { memberKeys } from "../../../lib/members-list.ts";
