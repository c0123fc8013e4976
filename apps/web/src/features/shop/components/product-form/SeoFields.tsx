import { NumberInput, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import type { ProductForm } from "./form-types.ts";

/** SEO fields, the display order and the rating the product carries (decision 0150). */
export function SeoFields({ form }: { form: ProductForm }) {
  return (
    <Stack gap="sm">
      <TextInput label="Meta title" {...form.getInputProps("meta_title")} />
      <Textarea label="Meta description" autosize minRows={2} maxRows={4} {...form.getInputProps("meta_description")} />
      <TextInput
        label="Keywords"
        description="Comma-separated; search finds them"
        {...form.getInputProps("keywords")}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <NumberInput
          label="Display order"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("display_order")}
        />
        <NumberInput
          label="Average rating"
          min={0}
          max={5}
          step={0.1}
          decimalScale={1}
          allowNegative={false}
          {...form.getInputProps("average_rating")}
        />
        <NumberInput
          label="Total reviews"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("total_reviews")}
        />
      </SimpleGrid>
    </Stack>
  );
}
