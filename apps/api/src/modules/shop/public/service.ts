import type { PublicProductsResponse } from "@gym/contracts";
import type { AreaContext } from "../../context.ts";
import { toPublicProduct } from "./present.ts";
import { publicShopRepository } from "./repository.ts";

/** One page of the public shop and its category chips (decision 0156). */
export async function publicProducts(
  ctx: AreaContext,
  q: { category?: number; page: number; page_size: number },
): Promise<Omit<PublicProductsResponse, "success">> {
  const repo = publicShopRepository(ctx);
  const [{ rows, count }, categories] = await Promise.all([
    repo.page(q.category, q.page_size, (q.page - 1) * q.page_size),
    repo.categories(),
  ]);
  return { products: rows.map(toPublicProduct), categories, count, page: q.page, page_size: q.page_size };
}
