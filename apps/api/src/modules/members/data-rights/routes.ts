import {
  authFields,
  CONSENT_RECORDED,
  CONSENT_WITHDRAWN,
  consentBody,
  consentResponse,
  dataRightsResponse,
  eraseBody,
  eraseResponse,
  idParams,
  MEMBER_DATA_ERASED,
  MEMBER_NOT_FOUND,
  memberExportFilename,
  memberExportZipFilename,
  withdrawConsentBody,
  withdrawConsentResponse,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../../lib/http-errors.ts";
import { areaContext } from "../../context.ts";
import { memberExport } from "./export-repository.ts";
import { memberExportZip } from "./export-zip.ts";
import { eraseMember, getDataRights, recordConsent, withdrawConsent } from "./service.ts";

/** Members' data rights under the DPDP Act (issue 27 §6; designed, decisions 0300-0303). */
export const dataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/members/members/:id/data-rights/",
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: dataRightsResponse } } },
    async (request) => ({
      success: true as const,
      data_rights: await getDataRights(areaContext(request), request.params.id),
    }),
  );

  app.post(
    "/api/members/members/:id/consent/",
    { schema: { params: idParams, body: consentBody, response: { 200: consentResponse } } },
    async (request) => ({
      success: true as const,
      message: CONSENT_RECORDED,
      data_rights: await recordConsent(
        areaContext(request),
        request.params.id,
        request.body.notice_version,
        request.tenant.userId,
      ),
    }),
  );

  app.post(
    "/api/members/members/:id/consent/withdraw/",
    { schema: { params: idParams, body: withdrawConsentBody, response: { 200: withdrawConsentResponse } } },
    async (request) => ({
      success: true as const,
      message: CONSENT_WITHDRAWN,
      data_rights: await withdrawConsent(areaContext(request), request.params.id, request.tenant.userId),
    }),
  );

  // The zip: the JSON plus the invoice PDFs and photos, streamed entry by entry (decision 0309); never cached.
  app.get(
    "/api/members/members/:id/data-export/zip/",
    { schema: { params: idParams, querystring: z.object(authFields) } },
    async (request, reply) => {
      const file = await memberExportZip(areaContext(request), request.params.id, request.tenant.gymName);
      if (!file) throw notFound(MEMBER_NOT_FOUND);
      return reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="${memberExportZipFilename(file.memberCode)}"`)
        .header("cache-control", "no-store")
        .send(file.stream);
    },
  );

  // A JSON file download, streamed section by section (decision 0301); never cached.
  app.get(
    "/api/members/members/:id/data-export/",
    { schema: { params: idParams, querystring: z.object(authFields) } },
    async (request, reply) => {
      const file = await memberExport(areaContext(request), request.params.id, request.tenant.gymName);
      if (!file) throw notFound(MEMBER_NOT_FOUND);
      return reply
        .type("application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="${memberExportFilename(file.memberCode)}"`)
        .header("cache-control", "no-store")
        .send(file.stream);
    },
  );

  app.post(
    "/api/members/members/:id/erase/",
    { schema: { params: idParams, body: eraseBody, response: { 200: eraseResponse } } },
    async (request) => ({
      success: true as const,
      message: MEMBER_DATA_ERASED,
      data_rights: await eraseMember(
        areaContext(request),
        request.params.id,
        request.body?.force ?? false,
        request.tenant.userId,
      ),
    }),
  );
};
