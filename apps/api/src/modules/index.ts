import type { FastifyInstance } from "fastify";
import { lifetimeSeconds } from "../auth/tokens.ts";
import type { Env } from "../config/env.ts";
import { attendanceRoutes } from "./attendance/routes.ts";
import { auditRoutes } from "./audit/routes.ts";
import { authRoutes } from "./auth/routes.ts";
import { backupsRoutes } from "./backups/routes.ts";
import { cashCloseRoutes } from "./cash-close/routes.ts";
import { dashboardRoutes } from "./dashboard/routes.ts";
import { dietRoutes } from "./diet/routes.ts";
import { exercisesRoutes } from "./exercises/routes.ts";
import { expensesRoutes } from "./expenses/routes.ts";
import { exportsRoutes } from "./exports/routes.ts";
import { feedbackRoutes } from "./feedback/routes.ts";
import { gymImagesRoutes } from "./gym-images/routes.ts";
import { healthRoutes } from "./health/routes.ts";
import { memberPageRoutes } from "./member-page/routes.ts";
import { memberPaymentsRoutes } from "./member-payments/routes.ts";
import { dataRightsRoutes } from "./members/data-rights/routes.ts";
import { privacyNoticeRoutes } from "./members/privacy-notice/routes.ts";
import { membersRoutes } from "./members/routes.ts";
import { plansRoutes } from "./plans/routes.ts";
import { postsRoutes } from "./posts/routes.ts";
import { publicGymRoutes } from "./public-gym/routes.ts";
import { shopRoutes } from "./shop/routes.ts";
import { staffRoutes } from "./staff/routes.ts";
import { trainersRoutes } from "./trainers/routes.ts";

/**
 * Every area's routes, registered once. A new area adds one line here; its paths come from the
 * spec (packages/contracts catalogue) and are written out in full in its routes file.
 */
export async function registerModules(app: FastifyInstance, env: Env): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes, {
    loginPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
    loginPerAddressPerMinute: env.LOGIN_RATE_LIMIT_PER_ADDRESS_PER_MINUTE,
    tokenLifetimeSeconds: lifetimeSeconds(env.JWT_EXPIRES_IN),
  });
  await app.register(membersRoutes);
  await app.register(staffRoutes);
  await app.register(plansRoutes);
  await app.register(dataRightsRoutes);
  await app.register(privacyNoticeRoutes);
  await app.register(backupsRoutes);
  await app.register(dashboardRoutes);
  await app.register(exercisesRoutes);
  await app.register(gymImagesRoutes);
  await app.register(publicGymRoutes);
  await app.register(trainersRoutes);
  await app.register(memberPaymentsRoutes);
  await app.register(shopRoutes);
  await app.register(postsRoutes);
  await app.register(expensesRoutes);
  await app.register(dietRoutes);
  await app.register(feedbackRoutes);
  await app.register(attendanceRoutes);
  await app.register(exportsRoutes);
  await app.register(auditRoutes);
  await app.register(cashCloseRoutes);
  await app.register(memberPageRoutes);
}
