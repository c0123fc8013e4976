import { Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconBrandWhatsapp } from "@tabler/icons-react";
import { discountPreview } from "../../utils/price.ts";
import type { ProductForm } from "./form-types.ts";

const money = {
  min: 0,
  step: 0.01,
  decimalScale: 2,
  allowNegative: false,
  thousandSeparator: ",",
  thousandsGroupStyle: "lakh" as const,
  prefix: "₹",
};

/** Pricing (part 2 §5: numbers of at least 0, step 0.01) and the WhatsApp number orders go to. */
export function PricingFields({ form }: { form: ProductForm }) {
  const { price, original_price } = form.getValues();
  const off = discountPreview(price, original_price);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NumberInput label="Price" withAsterisk {...money} {...form.getInputProps("price")} />
        <NumberInput
          label="Original price (MRP)"
          description="Shown struck through when higher than the price"
          {...money}
          {...form.getInputProps("original_price")}
        />
      </SimpleGrid>
      {off !== null && (
        <Group gap={6}>
          <Text size="sm" c="red.9" fw={600}>
            {off}% OFF
          </Text>
          <Text size="sm" c="gray.7">
            shown on the card
          </Text>
        </Group>
      )}
      <TextInput
        label="WhatsApp number"
        withAsterisk
        description="10 digits, e.g. 98765 43210 (+91 and spaces are fine)"
        inputMode="tel"
        autoComplete="tel"
        leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
        {...form.getInputProps("whatsapp_number")}
      />
    </Stack>
  );
}
