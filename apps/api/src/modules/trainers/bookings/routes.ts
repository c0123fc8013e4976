import {
  authFields,
  BOOKING_DELETED,
  BOOKING_SAVED,
  bookingResponse,
  createBookingBody,
  idParams,
  listBookingsQuery,
  listBookingsResponse,
  patchBookingBody,
  trainerAreaDeletedResponse,
  updateBookingBody,
  z,
} from "@gym/contracts";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { coachScope } from "../../staff/service.ts";
import { createBooking, deleteBooking, listBookings, patchBooking, updateBooking } from "./service.ts";

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A trainer's own trainer id (their bookings only, decision 0321); null for every other role. */
  const coach = (request: FastifyRequest) =>
    coachScope(areaContext(request), request.tenant.role, request.tenant.userId);

  // The legacy member-trainer pair is a booking: same payload and answer (decision 0005).
  for (const path of ["/api/trainers/bookings/", "/trainer/member-trainer/"]) {
    app.get(
      path,
      { schema: { querystring: listBookingsQuery, response: { 200: listBookingsResponse } } },
      async (request) => ({
        success: true as const,
        ...(await listBookings(areaContext(request), request.query, await coach(request))),
      }),
    );
  }
  for (const path of ["/api/trainers/bookings/create/", "/trainer/member-trainer/"]) {
    app.post(
      path,
      { config: { fieldErrors: true }, schema: { body: createBookingBody, response: { 200: bookingResponse } } },
      async (request) => ({
        success: true as const,
        message: BOOKING_SAVED,
        booking: await createBooking(areaContext(request), request.body, await coach(request)),
      }),
    );
  }

  app.put(
    "/api/trainers/bookings/:id/update/",
    {
      config: { fieldErrors: true },
      schema: { params: idParams, body: updateBookingBody, response: { 200: bookingResponse } },
    },
    async (request) => ({
      success: true as const,
      message: BOOKING_SAVED,
      booking: await updateBooking(areaContext(request), request.params.id, request.body, await coach(request)),
    }),
  );

  app.patch(
    "/api/trainers/bookings/:id/update/",
    {
      config: { fieldErrors: true },
      schema: { params: idParams, body: patchBookingBody, response: { 200: bookingResponse } },
    },
    async (request) => ({
      success: true as const,
      message: BOOKING_SAVED,
      booking: await patchBooking(areaContext(request), request.params.id, request.body, await coach(request)),
    }),
  );

  app.delete(
    "/api/trainers/bookings/:id/delete/",
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: trainerAreaDeletedResponse } } },
    async (request) => {
      await deleteBooking(areaContext(request), request.params.id);
      return { success: true as const, message: BOOKING_DELETED, id: request.params.id };
    },
  );
};
