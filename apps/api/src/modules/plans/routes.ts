import {
  idParams,
  listPlansQuery,
  listPlansResponse,
  PLAN_ARCHIVED,
  PLAN_CREATED,
  PLAN_RESTORED,
  PLAN_UPDATED,
  planActionBody,
  planBody,
  planResponse,
  planSavedResponse,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../context.ts";
import { createPlan, getPlan, listPlans, setPlanActive, updatePlan } from "./service.ts";

/** The plan catalogue (issue 23 §4, decision 0290): designed paths under /api/members/plans/. */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/members/plans/",
    { schema: { querystring: listPlansQuery, response: { 200: listPlansResponse } } },
    async (request) => {
      const plans = await listPlans(areaContext(request), request.query.is_active);
      return { success: true as const, plans, count: plans.length };
    },
  );

  app.post(
    "/api/members/plans/",
    { schema: { body: planBody, response: { 200: planSavedResponse } } },
    async (request) => ({
      success: true as const,
      message: PLAN_CREATED,
      plan: await createPlan(areaContext(request), request.body),
    }),
  );

  app.get(
    "/api/members/plans/:id/",
    { schema: { params: idParams, response: { 200: planResponse } } },
    async (request) => ({ success: true as const, plan: await getPlan(areaContext(request), request.params.id) }),
  );

  app.patch(
    "/api/members/plans/:id/",
    { schema: { params: idParams, body: planBody, response: { 200: planSavedResponse } } },
    async (request) => ({
      success: true as const,
      message: PLAN_UPDATED,
      plan: await updatePlan(areaContext(request), request.params.id, request.body),
    }),
  );

  app.post(
    "/api/members/plans/:id/archive/",
    { schema: { params: idParams, body: planActionBody, response: { 200: planSavedResponse } } },
    async (request) => ({
      success: true as const,
      message: PLAN_ARCHIVED,
      plan: await setPlanActive(areaContext(request), request.params.id, false),
    }),
  );

  app.post(
    "/api/members/plans/:id/restore/",
    { schema: { params: idParams, body: planActionBody, response: { 200: planSavedResponse } } },
    async (request) => ({
      success: true as const,
      message: PLAN_RESTORED,
      plan: await setPlanActive(areaContext(request), request.params.id, true),
    }),
  );
};
