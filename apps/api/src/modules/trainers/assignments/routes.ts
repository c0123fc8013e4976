import {
  ASSIGNMENT_DELETED,
  ASSIGNMENT_SAVED,
  assignmentBody,
  assignmentResponse,
  authFields,
  idParams,
  listAssignmentsQuery,
  listAssignmentsResponse,
  patchAssignmentBody,
  trainerAreaDeletedResponse,
  z,
} from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { createAssignment, deleteAssignment, listAssignments, patchAssignment, updateAssignment } from "./service.ts";

export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/exercise-assignments/",
    { schema: { querystring: listAssignmentsQuery, response: { 200: listAssignmentsResponse } } },
    async (request) => ({ success: true as const, ...(await listAssignments(areaContext(request), request.query)) }),
  );

  app.post(
    "/api/exercise-assignments/create/",
    { config: { fieldErrors: true }, schema: { body: assignmentBody, response: { 200: assignmentResponse } } },
    async (request) => ({
      success: true as const,
      message: ASSIGNMENT_SAVED,
      assignment: await createAssignment(areaContext(request), request.body),
    }),
  );

  app.put(
    "/api/exercise-assignments/:id/update/",
    {
      config: { fieldErrors: true },
      schema: { params: idParams, body: assignmentBody, response: { 200: assignmentResponse } },
    },
    async (request) => ({
      success: true as const,
      message: ASSIGNMENT_SAVED,
      assignment: await updateAssignment(areaContext(request), request.params.id, request.body),
    }),
  );

  app.patch(
    "/api/exercise-assignments/:id/update/",
    {
      config: { fieldErrors: true },
      schema: { params: idParams, body: patchAssignmentBody, response: { 200: assignmentResponse } },
    },
    async (request) => ({
      success: true as const,
      message: ASSIGNMENT_SAVED,
      assignment: await patchAssignment(areaContext(request), request.params.id, request.body),
    }),
  );

  app.delete(
    "/api/exercise-assignments/:id/delete/",
    { schema: { params: idParams, querystring: z.object(authFields), response: { 200: trainerAreaDeletedResponse } } },
    async (request) => {
      await deleteAssignment(areaContext(request), request.params.id);
      return { success: true as const, message: ASSIGNMENT_DELETED, id: request.params.id };
    },
  );
};
