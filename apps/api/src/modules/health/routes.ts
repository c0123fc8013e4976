import { z } from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      config: { public: true },
      schema: {
        response: {
          200: z.object({ status: z.literal("ok"), database: z.literal("ok") }),
          503: z.object({ status: z.literal("unavailable"), database: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.pool.query("select 1");
        return { status: "ok" as const, database: "ok" as const };
      } catch (error) {
        return reply
          .status(503)
          .send({ status: "unavailable" as const, database: error instanceof Error ? error.message : "unreachable" });
      }
    },
  );
};
