import {
  changePasswordBody,
  changePasswordResponse,
  createDoorDeviceBody,
  createStaffBody,
  DOOR_DEVICE_CREATED,
  DOOR_DEVICE_REVOKED,
  idParams,
  listStaffResponse,
  PASSWORD_CHANGED,
  STAFF_ACTIVATED,
  STAFF_CREATED,
  STAFF_DEACTIVATED,
  STAFF_PASSWORD_RESET,
  STAFF_UPDATED,
  staffActionBody,
  staffPasswordResponse,
  staffSavedResponse,
  updateStaffBody,
} from "@gym/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../context.ts";
import {
  changeOwnPassword,
  createDoorDevice,
  createStaff,
  listStaff,
  resetStaffPassword,
  revokeDoorDevice,
  type StaffActor,
  setStaffActive,
  updateStaff,
} from "./service.ts";

/**
 * Staff accounts, everyone's own password and door devices (issue 25 §1-§2; designed paths under /api/auth/,
 * decisions 0320-0323). Who may call each is the catalogue's `permission` (the auth plugin checks it).
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: FastifyRequest): StaffActor => ({ userId: request.tenant.userId, sessions: app.db.sessions });

  app.get("/api/auth/staff/", { schema: { response: { 200: listStaffResponse } } }, async (request) => {
    const staff = await listStaff(areaContext(request));
    return { success: true as const, staff, count: staff.length };
  });

  app.post(
    "/api/auth/staff/",
    { schema: { body: createStaffBody, response: { 200: staffPasswordResponse } } },
    async (request) => ({
      success: true as const,
      message: STAFF_CREATED,
      ...(await createStaff(areaContext(request), request.body)),
    }),
  );

  app.patch(
    "/api/auth/staff/:id/",
    { schema: { params: idParams, body: updateStaffBody, response: { 200: staffSavedResponse } } },
    async (request) => ({
      success: true as const,
      message: STAFF_UPDATED,
      staff: await updateStaff(areaContext(request), actor(request), request.params.id, request.body),
    }),
  );

  app.post(
    "/api/auth/staff/:id/deactivate/",
    { schema: { params: idParams, body: staffActionBody, response: { 200: staffSavedResponse } } },
    async (request) => ({
      success: true as const,
      message: STAFF_DEACTIVATED,
      staff: await setStaffActive(areaContext(request), actor(request), request.params.id, false),
    }),
  );

  app.post(
    "/api/auth/staff/:id/activate/",
    { schema: { params: idParams, body: staffActionBody, response: { 200: staffSavedResponse } } },
    async (request) => ({
      success: true as const,
      message: STAFF_ACTIVATED,
      staff: await setStaffActive(areaContext(request), actor(request), request.params.id, true),
    }),
  );

  app.post(
    "/api/auth/staff/:id/reset-password/",
    { schema: { params: idParams, body: staffActionBody, response: { 200: staffPasswordResponse } } },
    async (request) => ({
      success: true as const,
      message: STAFF_PASSWORD_RESET,
      ...(await resetStaffPassword(areaContext(request), actor(request), request.params.id)),
    }),
  );

  app.post(
    "/api/auth/change-password/",
    { schema: { body: changePasswordBody, response: { 200: changePasswordResponse } } },
    async (request) => {
      await changeOwnPassword(areaContext(request), actor(request), request.body);
      return { success: true as const, message: PASSWORD_CHANGED };
    },
  );

  app.get("/api/auth/door-devices/", { schema: { response: { 200: listStaffResponse } } }, async (request) => {
    const staff = await listStaff(areaContext(request), true);
    return { success: true as const, staff, count: staff.length };
  });

  app.post(
    "/api/auth/door-devices/",
    { schema: { body: createDoorDeviceBody, response: { 200: staffPasswordResponse } } },
    async (request) => ({
      success: true as const,
      message: DOOR_DEVICE_CREATED,
      ...(await createDoorDevice(areaContext(request), request.body)),
    }),
  );

  app.post(
    "/api/auth/door-devices/:id/revoke/",
    { schema: { params: idParams, body: staffActionBody, response: { 200: staffSavedResponse } } },
    async (request) => ({
      success: true as const,
      message: DOOR_DEVICE_REVOKED,
      staff: await revokeDoorDevice(areaContext(request), actor(request), request.params.id),
    }),
  );
};
