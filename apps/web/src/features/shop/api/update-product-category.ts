import type { ProductCategory, ProductCategoryResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { type CategoryFormValues, updateCategoryForm } from "../utils/category-form.ts";
import { useInvalidateShop } from "./use-invalidate-shop.ts";

/** PATCH /api/gym-products/categories/{id}/update/ (part 2 §7): multipart, only what changed (decision 0152). */
export const updateProductCategoryPath = (id: number) => `/api/gym-products/categories/${id}/update/`;

export interface CategoryUpdate {
  category: ProductCategory;
  values: CategoryFormValues;
}

export function updateProductCategory({ category, values }: CategoryUpdate): Promise<ProductCategoryResponse> {
  return apiRequest<ProductCategoryResponse>(updateProductCategoryPath(category.id), {
    method: "PATCH",
    body: updateCategoryForm(category, values),
  });
}

export function useUpdateProductCategory() {
  const invalidate = useInvalidateShop();
  return useMutation({ mutationFn: updateProductCategory, onSuccess: invalidate });
}
