import type { DietCategory, FoodItem } from "@gym/contracts";
import { Modal } from "@mantine/core";
import { FoodForm } from "./FoodForm.tsx";

/** `{ food: null }` adds one; a food edits it; null keeps the modal closed. */
export type FoodFormTarget = { food: FoodItem | null } | null;

interface FoodFormModalProps {
  target: FoodFormTarget;
  categories: DietCategory[];
  defaultCategory: string | null;
  onClose: () => void;
}

/** The add food and edit food modals (part 2 §2). */
export function FoodFormModal({ target, categories, defaultCategory, onClose }: FoodFormModalProps) {
  const food = target?.food ?? null;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={food ? "Edit Food Item" : "Add Food Item"}
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {target && (
        <FoodForm
          key={food?.id ?? "new"}
          food={food}
          categories={categories}
          defaultCategory={defaultCategory}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}
