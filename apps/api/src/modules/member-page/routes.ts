import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { freezeRequestsRoutes } from "./freeze-requests/routes.ts";
import { configureMemberLinks } from "./link.ts";
import { memberPagePublicRoutes } from "./page/routes.ts";
import { memberPageSettingsRoutes } from "./settings/routes.ts";
import { memberLinkStaffRoutes } from "./staff/routes.ts";

/** Each member's own page and its link (issue 26 §1, §2, §5; decisions 0340-0345). */
export const memberPageRoutes: FastifyPluginAsyncZod = async (app) => {
  configureMemberLinks(app.env.PUBLIC_URL, app.env.PORT);
  await app.register(memberLinkStaffRoutes);
  await app.register(freezeRequestsRoutes);
  await app.register(memberPageSettingsRoutes);
  await app.register(memberPagePublicRoutes(app.env.MEMBER_LINK_MISSES_PER_ADDRESS));
};
