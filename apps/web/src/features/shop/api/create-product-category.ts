import type { ProductCategoryResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type CategoryFormValues, createCategoryBody } from "../utils/category-form.ts";
import { useInvalidateShop } from "./use-invalidate-shop.ts";

/** POST /api/gym-products/categories/create/ (part 2 §7): JSON, or multipart when an image is included. */
export const CREATE_PRODUCT_CATEGORY_PATH = "/api/gym-products/categories/create/";

export function createProductCategory(values: CategoryFormValues): Promise<ProductCategoryResponse> {
  return apiRequest<ProductCategoryResponse>(CREATE_PRODUCT_CATEGORY_PATH, {
    method: "POST",
    body: createCategoryBody(values),
  });
}

export function useCreateProductCategory() {
  const invalidate = useInvalidateShop();
  return useMutation({ mutationFn: createProductCategory, onSuccess: invalidate });
}
