import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { gymMemberRoutes } from "./gym-members/routes.ts";
import { invoiceRoutes } from "./invoices/routes.ts";
import { manualRoutes } from "./manual/routes.ts";
import { paymentRoutes } from "./payments/routes.ts";
import { reminderExclusionRoutes } from "./reminder-exclusions/routes.ts";
import { reminderSequenceRoutes } from "./reminder-sequence/routes.ts";
import { remindersRoutes } from "./reminders/routes.ts";
import { renewalsRoutes } from "./renewals/routes.ts";
import { paymentSettingsRoutes } from "./settings/routes.ts";
import { timelineRoutes } from "./timeline/routes.ts";
import { trackingRoutes } from "./tracking/routes.ts";

/**
 * Member payments and smart tracking (part 2 §2-§9, issue 10): one sub-folder per resource; what they
 * share (the receipts path, the chain of periods, the fee SQL, the presenters) lives beside this file.
 */
export const memberPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(paymentSettingsRoutes);
  await app.register(paymentRoutes);
  await app.register(manualRoutes);
  await app.register(trackingRoutes);
  await app.register(timelineRoutes);
  await app.register(invoiceRoutes);
  await app.register(gymMemberRoutes);
  await app.register(remindersRoutes);
  await app.register(renewalsRoutes);
  await app.register(reminderSequenceRoutes);
  await app.register(reminderExclusionRoutes);
};
