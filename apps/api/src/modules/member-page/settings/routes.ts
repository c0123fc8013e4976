import {
  MEMBER_PAGE_SETTINGS_SAVED,
  memberPageSettingsBody,
  memberPageSettingsQuery,
  memberPageSettingsResponse,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { getMemberPageSettings, saveMemberPageSettings } from "./service.ts";

/** The gym's member-page settings (designed, decision 0345): GET for staff, PUT for the owner's settings. */
export const memberPageSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/members/member-page-settings/",
    { schema: { querystring: memberPageSettingsQuery, response: { 200: memberPageSettingsResponse } } },
    async (request) => ({
      success: true as const,
      message: "",
      ...(await getMemberPageSettings(areaContext(request))),
    }),
  );

  app.put(
    "/api/members/member-page-settings/",
    { schema: { body: memberPageSettingsBody, response: { 200: memberPageSettingsResponse } } },
    async (request) => ({
      success: true as const,
      message: MEMBER_PAGE_SETTINGS_SAVED,
      ...(await saveMemberPageSettings(areaContext(request), { members_mark_done: request.body.members_mark_done })),
    }),
  );
};
