import { confirmDeleteShopItem, FAILED_TO_DELETE_PRODUCT, PRODUCT_DELETED, type Product } from "@gym/contracts";
import { useCallback } from "react";
import { openConfirm } from "../../../components/ui/confirm.tsx";
import { notify } from "../../../components/ui/notify.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { useDeleteProduct } from "../api/delete-product.ts";

/** Delete product (part 2 §8): asks 'Are you sure you want to delete "{name}"?...' first. */
export function useConfirmDeleteProduct(onDeleted?: (product: Product) => void) {
  const remove = useDeleteProduct();
  return useCallback(
    (product: Product) =>
      openConfirm({
        title: "Delete product",
        message: confirmDeleteShopItem(product.name),
        confirmLabel: "Delete",
        onConfirm: () =>
          remove.mutate(product.id, {
            onSuccess: () => {
              notify({ color: "green", message: PRODUCT_DELETED });
              onDeleted?.(product);
            },
            onError: (error) =>
              notify({
                color: "red",
                message: failureText(error, FAILED_TO_DELETE_PRODUCT),
                title: FAILED_TO_DELETE_PRODUCT,
              }),
          }),
      }),
    [remove, onDeleted],
  );
}
