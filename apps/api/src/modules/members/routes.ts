import {
  authFields,
  BULK_MAX_FILE_BYTES,
  bulkFileTooLarge,
  bulkUploadRequest,
  bulkUploadResponse,
  idParams,
  MEMBER_ACTIVATED,
  MEMBER_PHOTO_MAX_BYTES,
  MEMBER_REGISTERED,
  MEMBER_RESTORED,
  MEMBER_SUSPENDED,
  MEMBER_UPDATED,
  memberPhotoTooLarge,
  memberProfileResponse,
  memberRegisterFields,
  memberRegisterResponse,
  memberRemoveResponse,
  memberStatusChangeResponse,
  membersListQuery,
  membersListResponse,
  memberUpdateFields,
  memberUpdateResponse,
  NO_FILE_SELECTED,
  z,
} from "@gym/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { compiledSerializer } from "../../lib/compiled-serializer.ts";
import { memoizedQueryValidator } from "../../lib/memoized-query.ts";
import { safeOrigin } from "../../lib/safe-origin.ts";
import { uploadLimits } from "../../uploads/upload-limits.ts";
import { optionalUpload } from "../../uploads/uploaded-file.ts";
import { areaContext } from "../context.ts";
import { bulkUpload } from "./bulk/upload.ts";
import { getMemberProfile, removeMember, restoreMember, updateMember } from "./profile.ts";
import { listMembers, registerMember, setMemberStatus } from "./service.ts";

const PHOTO_NOT_A_FILE = "profile_photo must be an image file (JPG, PNG, GIF, WebP)";

const profilePhoto = optionalUpload(PHOTO_NOT_A_FILE);
/** The sheet must be this request's own upload (issue 7 §1): anything else is "no file". */
const bulkSheet = bulkUploadRequest.extend({ file: optionalUpload(NO_FILE_SELECTED) });

/** The photo's limit is decision 0013; the spreadsheet's is part 1 §9. */
const photoUpload = uploadLimits({ maxBytes: MEMBER_PHOTO_MAX_BYTES, tooLarge: memberPhotoTooLarge });
const sheetUpload = uploadLimits({ maxBytes: BULK_MAX_FILE_BYTES, tooLarge: bulkFileTooLarge });

export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Suspend/activate are documented with an empty body; clients that still say application/json
  // must not get "invalid JSON" for it (this parser applies to this module's routes only).
  const json = app.getDefaultJsonParser("error", "ignore");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    return json(request, text, done);
  });

  /**
   * Django-style page links: the same URL with another page (the token is never echoed back). Absolute
   * from the request's own protocol and Host (X-Forwarded-* only through a trusted proxy, TRUST_PROXY);
   * relative when either is not a plain http(s) origin, so no header can turn a link into `javascript:`.
   */
  const pageUrl = (request: FastifyRequest) => (page: number) => {
    const origin = safeOrigin(request.protocol, request.host);
    const url = new URL(request.url, origin ?? "http://relative.invalid");
    url.searchParams.delete("token");
    url.searchParams.set("page", String(page));
    return origin ? url.toString() : `${url.pathname}${url.search}`;
  };

  // Both documented paths (part 1 §7), one handler. The page is written by a serialiser compiled from the
  // contract (issue 28 §2): the hottest answer of the API; test/members/list-serializer.test.ts holds it
  // equal to the zod-encoded answer. Its query string is zod's check, remembered per query (decision 0386).
  const serializeList = compiledSerializer(membersListResponse);
  for (const path of ["/api/members/members/", "/members/members/"]) {
    app.get(
      path,
      {
        schema: { querystring: membersListQuery, response: { 200: membersListResponse } },
        serializerCompiler: () => serializeList,
        validatorCompiler: memoizedQueryValidator,
      },
      async (request) => listMembers(areaContext(request), request.query, { pageUrl: pageUrl(request) }),
    );
  }

  app.post(
    "/api/android/member/register/",
    {
      config: { upload: photoUpload },
      schema: {
        body: memberRegisterFields.extend({ profile_photo: profilePhoto }),
        response: { 201: memberRegisterResponse },
      },
    },
    async (request, reply) => {
      const { profile_photo, ...fields } = request.body;
      const member_details = await registerMember(areaContext(request), fields, profile_photo, request.tenant.userId);
      return reply.status(201).send({ success: true as const, member_details, message: MEMBER_REGISTERED });
    },
  );

  const statusChangeBody = <T>(response: T) => ({
    params: idParams,
    body: z.object(authFields).nullish(),
    response: { 200: response },
  });
  const statusChange = statusChangeBody(memberStatusChangeResponse);

  app.post("/api/members/members/:id/suspend/", { schema: statusChange }, async (request) => ({
    success: true as const,
    message: MEMBER_SUSPENDED,
    member: await setMemberStatus(areaContext(request), request.params.id, "SUSPENDED"),
  }));

  app.post("/api/members/members/:id/activate/", { schema: statusChange }, async (request) => ({
    success: true as const,
    message: MEMBER_ACTIVATED,
    member: await setMemberStatus(areaContext(request), request.params.id, "ACTIVE"),
  }));

  // The profile (issue 23 §5; decisions 0260, 0261): read, edit with the registration's rules, archive or delete, restore.
  app.get(
    "/api/members/members/:id/",
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: memberProfileResponse } } },
    async (request) => ({
      success: true as const,
      member: await getMemberProfile(areaContext(request), request.params.id),
    }),
  );

  app.patch(
    "/api/members/members/:id/update/",
    {
      config: { upload: photoUpload },
      schema: {
        params: idParams,
        body: memberUpdateFields.extend({ profile_photo: profilePhoto }),
        response: { 200: memberUpdateResponse },
      },
    },
    async (request) => {
      const { profile_photo, ...fields } = request.body;
      const member = await updateMember(areaContext(request), request.params.id, fields, profile_photo);
      return { success: true as const, message: MEMBER_UPDATED, member };
    },
  );

  app.delete(
    "/api/members/members/:id/delete/",
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: memberRemoveResponse } } },
    async (request) => ({ success: true as const, ...(await removeMember(areaContext(request), request.params.id)) }),
  );

  app.post(
    "/api/members/members/:id/restore/",
    { schema: statusChangeBody(memberUpdateResponse) },
    async (request) => ({
      success: true as const,
      message: MEMBER_RESTORED,
      member: await restoreMember(areaContext(request), request.params.id),
    }),
  );

  app.post(
    "/api/members/bulk-upload/",
    {
      config: { upload: sheetUpload },
      schema: { body: bulkSheet.nullish(), response: { 200: bulkUploadResponse } },
    },
    async (request) =>
      bulkUpload(areaContext(request), request.body?.file, {
        noticeVersion: request.body?.privacy_notice_version,
        staffUserId: request.tenant.userId,
      }),
  );
};
