import { PRODUCT_NAME_MAX, PRODUCT_SHORT_DESCRIPTION_MAX, type ProductCategory } from "@gym/contracts";
import { Alert, Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ProductForm } from "./form-types.ts";

interface BasicInfoFieldsProps {
  form: ProductForm;
  categories: ProductCategory[];
  onNewCategory: () => void;
}

/** Basic info (part 2 §2): name, category, descriptions, brand, model, SKU. */
export function BasicInfoFields({ form, categories, onNewCategory }: BasicInfoFieldsProps) {
  const options = categories.map((c) => ({
    value: String(c.id),
    label: c.is_active ? c.name : `${c.name} (inactive)`,
  }));
  return (
    <Stack gap="sm">
      <TextInput label="Product name" withAsterisk maxLength={PRODUCT_NAME_MAX} {...form.getInputProps("name")} />
      {categories.length === 0 ? (
        <Alert color="yellow" variant="light" title="No categories yet">
          <Group justify="space-between" gap="xs">
            A product needs a category. Create one first.
            <Button size="compact-sm" leftSection={<IconPlus size={14} aria-hidden />} onClick={onNewCategory}>
              New Category
            </Button>
          </Group>
        </Alert>
      ) : (
        <Select label="Category" withAsterisk data={options} searchable {...form.getInputProps("category")} />
      )}
      <TextInput
        label="Short description"
        description="Shown on the product card"
        maxLength={PRODUCT_SHORT_DESCRIPTION_MAX}
        {...form.getInputProps("short_description")}
      />
      <Textarea label="Description" autosize minRows={2} maxRows={6} {...form.getInputProps("description")} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput label="Brand" {...form.getInputProps("brand")} />
        <TextInput label="Model" {...form.getInputProps("model")} />
        <TextInput label="SKU" {...form.getInputProps("sku")} />
      </SimpleGrid>
    </Stack>
  );
}
