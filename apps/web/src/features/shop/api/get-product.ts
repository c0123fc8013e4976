import type { Product, ProductDetailResponse } from "@gym/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { shopKeys } from "./query-keys.ts";

/** GET /api/gym-products/products/{id}/ (part 2 §7): success, product. */
export const productPath = (id: number) => `/api/gym-products/products/${id}/`;

export async function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  const answer = await apiRequest<ProductDetailResponse>(productPath(id), signal ? { signal } : {});
  return answer.product;
}

/** `shown` (the card's copy) fills the modal at once while the fresh details load. */
export const productQueryOptions = (id: number, shown?: Product) =>
  queryOptions({
    queryKey: shopKeys.product(id),
    queryFn: ({ signal }) => getProduct(id, signal),
    ...(shown ? { placeholderData: shown } : {}),
  });

export function useProduct(id: number, shown?: Product) {
  return useQuery(productQueryOptions(id, shown));
}
