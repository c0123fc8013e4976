import { generateWhatsappMessageBody, whatsappMessageResponse } from "@gym/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { areaContext } from "../../context.ts";
import { generateWhatsappMessage } from "./service.ts";

/** POST whatsapp/generate-message/ (part 2 §7): the product's ready sales message, copied by the dashboard. */
export const whatsappRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/gym-products/whatsapp/generate-message/",
    { schema: { body: generateWhatsappMessageBody, response: { 200: whatsappMessageResponse } } },
    async (request) => ({
      success: true as const,
      ...(await generateWhatsappMessage(areaContext(request), request.body.product_id, request.tenant.gymName)),
    }),
  );
};
