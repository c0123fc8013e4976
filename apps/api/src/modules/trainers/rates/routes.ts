import {
  authFields,
  createRateBody,
  idParams,
  listRatesQuery,
  listRatesResponse,
  patchRateBody,
  RATE_DELETED,
  RATE_SAVED,
  rateResponse,
  trainerAreaDeletedResponse,
  updateRateBody,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { createRate, deleteRate, listRates, setRateActive, updateRate } from "./service.ts";

export const rateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/trainers/rates/",
    { schema: { querystring: listRatesQuery, response: { 200: listRatesResponse } } },
    async (request) => ({ success: true as const, ...(await listRates(areaContext(request), request.query)) }),
  );

  app.post(
    "/api/trainers/rates/create/",
    { config: { fieldErrors: true }, schema: { body: createRateBody, response: { 200: rateResponse } } },
    async (request) => ({
      success: true as const,
      message: RATE_SAVED,
      rate: await createRate(areaContext(request), request.body),
    }),
  );

  app.put(
    "/api/trainers/rates/:id/update/",
    {
      config: { fieldErrors: true },
      schema: { params: idParams, body: updateRateBody, response: { 200: rateResponse } },
    },
    async (request) => ({
      success: true as const,
      message: RATE_SAVED,
      rate: await updateRate(areaContext(request), request.params.id, request.body),
    }),
  );

  app.patch(
    "/api/trainers/rates/:id/update/",
    {
      config: { fieldErrors: true },
      schema: { params: idParams, body: patchRateBody, response: { 200: rateResponse } },
    },
    async (request) => ({
      success: true as const,
      message: RATE_SAVED,
      rate: await setRateActive(areaContext(request), request.params.id, request.body.is_active),
    }),
  );

  app.delete(
    "/api/trainers/rates/:id/delete/",
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: trainerAreaDeletedResponse } } },
    async (request) => {
      await deleteRate(areaContext(request), request.params.id);
      return { success: true as const, message: RATE_DELETED, id: request.params.id };
    },
  );
};
