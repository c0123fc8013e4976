import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assignmentRoutes } from "./assignments/routes.ts";
import { bookingRoutes } from "./bookings/routes.ts";
import { rateRoutes } from "./rates/routes.ts";
import { trainerRoutes } from "./trainers/routes.ts";

/** Trainers, their rates and bookings (decision 0005's designed paths) and exercise assignments. */
export const trainersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(trainerRoutes);
  await app.register(rateRoutes);
  await app.register(bookingRoutes);
  await app.register(assignmentRoutes);
};
