import type { DeleteShopItemResponse } from "@gym/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { useInvalidateShop } from "./use-invalidate-shop.ts";

/** DELETE /api/gym-products/products/{id}/delete/ (part 2 §7). */
export const deleteProductPath = (id: number) => `/api/gym-products/products/${id}/delete/`;

export function deleteProduct(id: number): Promise<DeleteShopItemResponse> {
  return apiRequest<DeleteShopItemResponse>(deleteProductPath(id), { method: "DELETE" });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateShop();
  return useMutation({ mutationFn: deleteProduct, onSuccess: invalidate });
}
