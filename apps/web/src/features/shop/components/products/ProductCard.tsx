import type { Product } from "@gym/contracts";
import { Button, Card, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconBrandWhatsapp, IconEye, IconPencil, IconTrash } from "@tabler/icons-react";
import { ImageWithFallback } from "../../../../components/ui/ImageWithFallback.tsx";
import { productBadges } from "../../utils/badges.ts";
import { ProductBadges } from "../shared/ProductBadges.tsx";
import { ProductPrice } from "../shared/ProductPrice.tsx";
import { ProductRating } from "../shared/ProductRating.tsx";

export interface ProductActions {
  onView: (p: Product) => void;
  onEdit: (p: Product) => void;
  onWhatsapp: (p: Product) => void;
  onDelete: (p: Product) => void;
  /** The product whose WhatsApp message is being made, if any. */
  whatsappPendingId: number | null;
}

/** Part 2 §2: image, badges, short description, price, brand, category, stock, rating; View, Edit, WhatsApp, Delete. */
export function ProductCard({ product: p, actions }: { product: Product; actions: ProductActions }) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid="product-card" aria-label={p.name} component="article">
      <Card.Section>
        <ImageWithFallback src={p.main_image} alt={p.name} ratio={4 / 3} lazy />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <ProductBadges badges={productBadges(p)} />
        <Text fw={700} lh={1.3} style={{ overflowWrap: "anywhere" }}>
          {p.name}
        </Text>
        {p.short_description && (
          <Text size="sm" c="gray.7" lineClamp={2}>
            {p.short_description}
          </Text>
        )}
        <ProductPrice price={p.price} originalPrice={p.original_price} onSale={p.is_on_sale} />
        <Text size="sm" c="gray.7">
          {[p.brand, p.category_name].filter(Boolean).join(" · ")}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c={p.in_stock ? (p.is_low_stock ? "#a34700" : "gray.8") : "red.9"} fw={500}>
            Stock: {p.stock_quantity}
          </Text>
          <ProductRating rating={p.average_rating} reviews={p.total_reviews} />
        </Group>
      </Stack>
      <SimpleGrid cols={2} spacing={6} mt="sm">
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => actions.onView(p)}
          leftSection={<IconEye size={14} aria-hidden color="var(--mantine-color-blue-8)" />}
          aria-label={`View ${p.name}`}
        >
          View
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => actions.onEdit(p)}
          leftSection={<IconPencil size={14} aria-hidden color="var(--mantine-color-blue-8)" />}
          aria-label={`Edit ${p.name}`}
        >
          Edit
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => actions.onWhatsapp(p)}
          loading={actions.whatsappPendingId === p.id}
          leftSection={<IconBrandWhatsapp size={14} aria-hidden color="var(--mantine-color-green-8)" />}
          aria-label={`WhatsApp message for ${p.name}`}
        >
          WhatsApp
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => actions.onDelete(p)}
          leftSection={<IconTrash size={14} aria-hidden color="var(--mantine-color-red-8)" />}
          aria-label={`Delete ${p.name}`}
        >
          Delete
        </Button>
      </SimpleGrid>
    </Card>
  );
}
