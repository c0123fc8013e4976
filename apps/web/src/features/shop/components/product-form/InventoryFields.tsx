import { NumberInput, SimpleGrid, Switch } from "@mantine/core";
import type { ProductForm } from "./form-types.ts";

const count = { min: 0, step: 1, allowDecimal: false, allowNegative: false };

/** Stock, low-stock threshold, featured, active: the edit modal's quick update (part 2 §2). */
export function InventoryFields({ form }: { form: ProductForm }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <NumberInput label="Stock quantity" {...count} {...form.getInputProps("stock_quantity")} />
      <NumberInput
        label="Low stock threshold"
        description="Low Stock shows at or below this"
        {...count}
        {...form.getInputProps("low_stock_threshold")}
      />
      <Switch label="Featured" {...form.getInputProps("is_featured", { type: "checkbox" })} />
      <Switch label="Active (shown on the public page)" {...form.getInputProps("is_active", { type: "checkbox" })} />
    </SimpleGrid>
  );
}
