import { successBody } from "../../common.ts";
import { z } from "../../messages.ts";

/**
 * The public gym page (issue 12 ★, docs/decisions/0140-public-gym-page.md): what a member sees at
 * /g/{schema_name} without signing in. Only published, active posts and active products ever
 * appear here; no member data, no drafts.
 */

/** One honest 404 for an unknown, malformed or suspended gym (the API's text, apps/api/src/modules/context.ts). */
export const GYM_PAGE_NOT_FOUND = "This gym page does not exist";
export const FAILED_TO_LOAD_GYM_PAGE = "Failed to load this gym's page";
/** Seconds a browser or proxy may keep the page's data (decision 0140). */
export const PUBLIC_GYM_PAGE_MAX_AGE = 60;

/** Path parameter of every public route. Anything else than a registered active schema is the same 404. */
export const publicGymParams = z.object({ schema_name: z.string() });

export const publicGym = z.object({ name: z.string(), schema_name: z.string() });
export type PublicGym = z.infer<typeof publicGym>;

/** GET /api/public/gyms/{schema_name}/ (designed). */
export const publicGymPageResponse = successBody({ gym: publicGym });
export type PublicGymPageResponse = z.infer<typeof publicGymPageResponse>;
