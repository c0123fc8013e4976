import type { ProductResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { createProductForm, type ProductDraft } from "../utils/product-form.ts";
import { useInvalidateShop } from "./use-invalidate-shop.ts";

/** POST /api/gym-products/products/create/ (part 2 §7): multipart, all non-empty product fields. */
export const CREATE_PRODUCT_PATH = "/api/gym-products/products/create/";

export function createProduct(draft: ProductDraft): Promise<ProductResponse> {
  return apiRequest<ProductResponse>(CREATE_PRODUCT_PATH, { method: "POST", body: createProductForm(draft) });
}

export function useCreateProduct() {
  const invalidate = useInvalidateShop();
  return useMutation({ mutationFn: createProduct, onSuccess: invalidate });
}
