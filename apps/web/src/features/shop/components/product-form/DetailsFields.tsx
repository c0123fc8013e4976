import { SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import type { ProductForm } from "./form-types.ts";

/** Features (one per line), usage, warnings and the specifications. */
export function DetailsFields({ form }: { form: ProductForm }) {
  return (
    <Stack gap="sm">
      <Textarea
        label="Features"
        description="One per line"
        autosize
        minRows={3}
        maxRows={8}
        {...form.getInputProps("features")}
      />
      <Textarea
        label="Usage instructions"
        autosize
        minRows={2}
        maxRows={6}
        {...form.getInputProps("usage_instructions")}
      />
      <Textarea label="Warnings" autosize minRows={2} maxRows={6} {...form.getInputProps("warnings")} />
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
        <TextInput label="Weight" placeholder="1 kg" {...form.getInputProps("weight")} />
        <TextInput label="Dimensions" placeholder="20 x 12 x 12 cm" {...form.getInputProps("dimensions")} />
        <TextInput label="Color" {...form.getInputProps("color")} />
        <TextInput label="Size" placeholder="S / M / L" {...form.getInputProps("size")} />
        <TextInput label="Material" {...form.getInputProps("material")} />
      </SimpleGrid>
    </Stack>
  );
}
