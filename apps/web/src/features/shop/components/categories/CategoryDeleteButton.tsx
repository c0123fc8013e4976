import { CATEGORY_WITH_PRODUCTS_HINT, type ProductCategory } from "@gym/contracts";
import { Button, Tooltip } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";

interface CategoryDeleteButtonProps {
  category: ProductCategory;
  onDelete: (c: ProductCategory) => void;
  size?: "compact-sm" | "compact-xs";
}

/**
 * Part 2 §2/§5: a category with products cannot be deleted, so its Delete is disabled and says why
 * (decision 0153). The tooltip sits on a wrapper because a disabled button gets no pointer events.
 */
export function CategoryDeleteButton({ category, onDelete, size = "compact-sm" }: CategoryDeleteButtonProps) {
  const blocked = category.products_count > 0;
  const button = (
    <Button
      size={size}
      variant="default"
      leftSection={<IconTrash size={14} aria-hidden color={blocked ? undefined : "var(--mantine-color-red-8)"} />}
      disabled={blocked}
      onClick={() => onDelete(category)}
      aria-label={blocked ? `Delete ${category.name}: ${CATEGORY_WITH_PRODUCTS_HINT}` : `Delete ${category.name}`}
    >
      Delete
    </Button>
  );
  if (!blocked) return button;
  return (
    <Tooltip
      label={`${CATEGORY_WITH_PRODUCTS_HINT}: move or delete its ${category.products_count} product(s) first`}
      multiline
      w={240}
      withArrow
    >
      <span style={{ display: "inline-block" }}>{button}</span>
    </Tooltip>
  );
}
