import {
  authFields,
  PRIVACY_NOTICE_SAVED,
  PRIVACY_NOTICE_UNCHANGED,
  privacyNoticeBody,
  privacyNoticeResponse,
  privacyNoticeSavedResponse,
  privacyNoticeVersionParams,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { currentNotice, noticeVersion, saveNotice } from "./service.ts";

/** The gym's own privacy notice (issue 27 §6; designed, decision 0350). Who may call each: the catalogue's permission. */
export const privacyNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/members/privacy-notice/",
    { schema: { querystring: z.object(authFields), response: { 200: privacyNoticeResponse } } },
    async (request) => ({ success: true as const, notice: await currentNotice(areaContext(request)) }),
  );

  app.get(
    "/api/members/privacy-notice/versions/:version/",
    {
      schema: {
        params: privacyNoticeVersionParams,
        querystring: z.object(authFields),
        response: { 200: privacyNoticeResponse },
      },
    },
    async (request) => ({
      success: true as const,
      notice: await noticeVersion(areaContext(request), request.params.version),
    }),
  );

  app.put(
    "/api/members/privacy-notice/update/",
    { schema: { body: privacyNoticeBody, response: { 200: privacyNoticeSavedResponse } } },
    async (request) => {
      const { version, items, rights, contact } = request.body;
      const saved = await saveNotice(areaContext(request), version, { items, rights, contact }, request.tenant.userId);
      return {
        success: true as const,
        message: saved.changed ? PRIVACY_NOTICE_SAVED(saved.notice.version) : PRIVACY_NOTICE_UNCHANGED,
        ...saved,
      };
    },
  );
};
