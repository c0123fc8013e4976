import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { configureMemberLinks } from "./link.ts";
import { memberLinkStaffRoutes } from "./staff/routes.ts";

/** Each member's own page and its link (issue 26 §1, §2, §5; decisions 0340-0345). */
export const memberPageRoutes: FastifyPluginAsyncZod = async (app) => {
  configureMemberLinks(app.env.PUBLIC_URL, app.env.PORT);
  await app.register(memberLinkStaffRoutes);
};
