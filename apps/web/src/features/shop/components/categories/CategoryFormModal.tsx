import type { ProductCategory } from "@gym/contracts";
import { Modal } from "@mantine/core";
import { CategoryForm } from "./CategoryForm.tsx";

interface CategoryFormModalProps {
  /** `{ category: null }` creates one; a category edits it; null keeps the modal closed. */
  target: { category: ProductCategory | null } | null;
  onClose: () => void;
  onSaved?: (saved: ProductCategory) => void;
}

/** Create category / Edit category (part 2 §2). */
export function CategoryFormModal({ target, onClose, onSaved }: CategoryFormModalProps) {
  const category = target?.category ?? null;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={category ? "Edit Category" : "Create Category"}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {target && (
        <CategoryForm
          key={category?.id ?? "new"}
          category={category}
          onCancel={onClose}
          onDone={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
