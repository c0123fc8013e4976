import {
  confirmDeleteShopItem,
  type ProductCategory,
  SHOP_CATEGORY_DELETED,
  SHOP_ERROR_DELETING_CATEGORY,
  SHOP_FAILED_TO_DELETE_CATEGORY,
} from "@gym/contracts";
import { useCallback } from "react";
import { openConfirm } from "../../../components/ui/confirm.tsx";
import { notify } from "../../../components/ui/notify.tsx";
import { ApiError, failureText } from "../../../lib/api-error.ts";
import { useDeleteProductCategory } from "../api/delete-product-category.ts";

/** Delete category (part 2 §2): the spec's confirmation, 'Category deleted successfully.' or the server's reason. */
export function useConfirmDeleteCategory() {
  const remove = useDeleteProductCategory();
  return useCallback(
    (category: ProductCategory) =>
      openConfirm({
        title: "Delete category",
        message: confirmDeleteShopItem(category.name),
        confirmLabel: "Delete",
        onConfirm: () =>
          remove.mutate(category.id, {
            onSuccess: () => notify({ color: "green", message: SHOP_CATEGORY_DELETED }),
            onError: (error) =>
              notify({
                color: "red",
                message: failureText(
                  error,
                  error instanceof ApiError ? SHOP_FAILED_TO_DELETE_CATEGORY : SHOP_ERROR_DELETING_CATEGORY,
                ),
                title: SHOP_FAILED_TO_DELETE_CATEGORY,
              }),
          }),
      }),
    [remove],
  );
}
