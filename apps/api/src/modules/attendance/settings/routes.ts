import {
  ATTENDANCE_SETTINGS_SAVED,
  attendanceSettingsResponse,
  authFields,
  updateAttendanceSettingsBody,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { getAttendanceSettings, saveAttendanceSettings } from "./service.ts";

/** Designed paths (decision 0254): the gym's attendance settings, in the payment settings' style. */
export const attendanceSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/attendance/settings/",
    { schema: { querystring: z.object(authFields), response: { 200: attendanceSettingsResponse } } },
    async (request) => ({
      success: true as const,
      message: "",
      ...(await getAttendanceSettings(areaContext(request))),
    }),
  );

  app.put(
    "/api/attendance/settings/update/",
    { schema: { body: updateAttendanceSettingsBody, response: { 200: attendanceSettingsResponse } } },
    async (request) => {
      const { schema_name: _s, token: _t, ...fields } = request.body;
      return {
        success: true as const,
        message: ATTENDANCE_SETTINGS_SAVED,
        ...(await saveAttendanceSettings(areaContext(request), fields)),
      };
    },
  );
};
