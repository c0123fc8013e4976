import type { Product, ProductResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type ProductDraft, updateProductForm } from "../utils/product-form.ts";
import { useInvalidateShop } from "./use-invalidate-shop.ts";

/** PATCH /api/gym-products/products/{id}/update/ (part 2 §7): multipart, only what changed (decision 0152). */
export const updateProductPath = (id: number) => `/api/gym-products/products/${id}/update/`;

export interface ProductUpdate {
  product: Product;
  draft: ProductDraft;
}

export function updateProduct({ product, draft }: ProductUpdate): Promise<ProductResponse> {
  return apiRequest<ProductResponse>(updateProductPath(product.id), {
    method: "PATCH",
    body: updateProductForm(product, draft),
  });
}

export function useUpdateProduct() {
  const invalidate = useInvalidateShop();
  return useMutation({ mutationFn: updateProduct, onSuccess: invalidate });
}
