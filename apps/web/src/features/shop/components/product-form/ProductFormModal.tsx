import {
  createProductFields,
  FAILED_TO_CREATE_PRODUCT,
  FAILED_TO_UPDATE_PRODUCT,
  type Product,
  type ProductCategory,
} from "@gym/contracts";
import { Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { ProductForm } from "./ProductForm.tsx";

export interface ProductFormTarget {
  /** The product to edit; null creates one. */
  product: Product | null;
}

interface ProductFormModalProps {
  target: ProductFormTarget | null;
  categories: ProductCategory[];
  /** What a new product starts with: the filtered category, the WhatsApp number used last. */
  defaults: { category?: string; whatsapp_number?: string };
  onClose: () => void;
  onNewCategory: () => void;
}

/** Create product / Edit product (part 2 §2); full screen on a phone. */
export function ProductFormModal({ target, categories, defaults, onClose, onNewCategory }: ProductFormModalProps) {
  const phone = useMediaQuery("(max-width: 48em)") ?? false;
  const product = target?.product ?? null;
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={product ? `Edit ${product.name}` : "Create Product"}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {target && (
        <ProductForm
          key={product?.id ?? "new"}
          product={product}
          categories={categories}
          defaults={defaults}
          schema={createProductFields}
          failureTitle={product ? FAILED_TO_UPDATE_PRODUCT : FAILED_TO_CREATE_PRODUCT}
          onDone={onClose}
          onCancel={onClose}
          onNewCategory={onNewCategory}
        />
      )}
    </Modal>
  );
}
