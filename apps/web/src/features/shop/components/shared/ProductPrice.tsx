import { priceText } from "@gym/contracts";
import { Group, Text } from "@mantine/core";

interface ProductPriceProps {
  price: number;
  originalPrice: number | null;
  onSale: boolean;
  size?: "md" | "lg" | "xl";
}

/** The price, with the original struck through when the product is on sale (part 2 §2). */
export function ProductPrice({ price, originalPrice, onSale, size = "lg" }: ProductPriceProps) {
  return (
    <Group gap="xs" align="baseline">
      <Text fz={size} fw={700}>
        {priceText(price)}
      </Text>
      {onSale && originalPrice !== null && (
        <Text size="sm" c="gray.7" td="line-through" aria-label={`Original price ${priceText(originalPrice)}`}>
          {priceText(originalPrice)}
        </Text>
      )}
    </Group>
  );
}
