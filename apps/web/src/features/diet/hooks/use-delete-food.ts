import { confirmDeleteFoodItem, FAILED_TO_DELETE_FOOD_ITEM, FOOD_ITEM_DELETED, type FoodItem } from "@gym/contracts";
import { useCallback } from "react";
import { openConfirm } from "../../../components/ui/confirm.tsx";
import { notify } from "../../../components/ui/notify.tsx";
import { failureText } from "../../../lib/api-error.ts";
import { useDeleteFoodItem } from "../api/delete-food-item.ts";

/** Part 2 §5 "Deleting a food item asks for confirmation"; a failure is the alert 'Failed to delete food item' (§8). */
export function useConfirmDeleteFood(onDeleted?: (food: FoodItem) => void) {
  const remove = useDeleteFoodItem();
  return useCallback(
    (food: FoodItem) =>
      openConfirm({
        title: "Delete food item",
        message: confirmDeleteFoodItem(food.name),
        confirmLabel: "Delete",
        onConfirm: () =>
          remove.mutate(food.id, {
            onSuccess: () => {
              notify({ color: "green", message: FOOD_ITEM_DELETED });
              onDeleted?.(food);
            },
            onError: (error) =>
              notify({
                color: "red",
                message: failureText(error, FAILED_TO_DELETE_FOOD_ITEM),
                title: FAILED_TO_DELETE_FOOD_ITEM,
              }),
          }),
      }),
    [remove, onDeleted],
  );
}
