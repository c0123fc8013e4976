import type { PublicProduct } from "@gym/contracts";
import { Box, Button, Card, Group, Stack, Text } from "@mantine/core";
import { IconBrandWhatsapp } from "@tabler/icons-react";
import { ImageWithFallback } from "../../../../components/ui/ImageWithFallback.tsx";
import { productBadges } from "../../utils/badges.ts";
import { orderOnWhatsappUrl } from "../../utils/whatsapp-order.ts";
import { ProductBadges } from "../shared/ProductBadges.tsx";
import { ProductPrice } from "../shared/ProductPrice.tsx";
import { ProductRating } from "../shared/ProductRating.tsx";

/**
 * A product on the gym's public page (decision 0156): picture beside the facts on a phone, the price
 * and offer, and 'Order on WhatsApp' with the visitor's message ready.
 */
export function PublicProductCard({ product: p, gymName }: { product: PublicProduct; gymName: string }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-labelledby={`product-${p.id}-name`}
      data-testid="public-product"
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Box w={{ base: 112, xs: 128 }} style={{ flexShrink: 0 }}>
          <ImageWithFallback src={p.main_image} alt={p.name} ratio={1} radius="sm" lazy />
        </Box>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <ProductBadges badges={productBadges(p)} />
          <Text fw={700} lh={1.3} id={`product-${p.id}-name`} style={{ overflowWrap: "anywhere" }}>
            {p.name}
          </Text>
          {p.short_description && (
            <Text size="sm" c="gray.7" lineClamp={2}>
              {p.short_description}
            </Text>
          )}
          <ProductPrice price={p.price} originalPrice={p.original_price} onSale={p.is_on_sale} size="md" />
          <ProductRating rating={p.average_rating} reviews={p.total_reviews} />
        </Stack>
      </Group>
      <Button
        component="a"
        href={orderOnWhatsappUrl(p, gymName)}
        target="_blank"
        rel="noopener noreferrer"
        color="teal.9"
        fullWidth
        mt="sm"
        leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
        aria-label={`Order ${p.name} on WhatsApp`}
      >
        Order on WhatsApp
      </Button>
    </Card>
  );
}
