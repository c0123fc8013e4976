import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { memberCardsRoutes } from "./cards/routes.ts";
import { checkInRoutes } from "./check-in/routes.ts";
import { deskRoutes } from "./desk/routes.ts";
import { freezesRoutes } from "./freezes/routes.ts";
import { reportsRoutes } from "./reports/routes.ts";
import { attendanceSettingsRoutes } from "./settings/routes.ts";
import { visitsRoutes } from "./visits/routes.ts";

/** The front desk (issue 24; designed paths, decisions 0250-0256): one sub-folder per resource. */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(deskRoutes);
  await app.register(checkInRoutes);
  await app.register(memberCardsRoutes);
  await app.register(freezesRoutes);
  await app.register(visitsRoutes);
  await app.register(reportsRoutes);
  await app.register(attendanceSettingsRoutes);
};
