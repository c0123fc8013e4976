import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { productCategoriesRoutes } from "./categories/routes.ts";
import { productsRoutes } from "./products/routes.ts";
import { publicShopRoutes } from "./public/routes.ts";
import { whatsappRoutes } from "./whatsapp/routes.ts";

/** The shop (part 2 §7 "Shop"), and its section of the gym's public page (decision 0156). */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(productCategoriesRoutes);
  await app.register(productsRoutes);
  await app.register(whatsappRoutes);
  await app.register(publicShopRoutes);
};
