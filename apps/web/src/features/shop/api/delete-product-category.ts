import type { DeleteShopItemResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateShop } from "./use-invalidate-shop.ts";

/** DELETE /api/gym-products/categories/{id}/delete/ (part 2 §7). */
export const deleteProductCategoryPath = (id: number) => `/api/gym-products/categories/${id}/delete/`;

export function deleteProductCategory(id: number): Promise<DeleteShopItemResponse> {
  return apiRequest<DeleteShopItemResponse>(deleteProductCategoryPath(id), { method: "DELETE" });
}

export function useDeleteProductCategory() {
  const invalidate = useInvalidateShop();
  return useMutation({ mutationFn: deleteProductCategory, onSuccess: invalidate });
}
