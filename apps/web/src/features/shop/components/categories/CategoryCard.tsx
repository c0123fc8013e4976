import type { ProductCategory } from "@gym/contracts";
import { Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { ImageWithFallback } from "../../../../components/ui/ImageWithFallback.tsx";
import { formatTimestampDate } from "../../../../lib/calendar-date.ts";
import { CategoryDeleteButton } from "./CategoryDeleteButton.tsx";

interface CategoryCardProps {
  category: ProductCategory;
  onEdit: (c: ProductCategory) => void;
  onDelete: (c: ProductCategory) => void;
}

/** One category of the grid (part 2 §2, §3): picture, name, status, description, product counts, order. */
export function CategoryCard({ category: c, onEdit, onDelete }: CategoryCardProps) {
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={c.name} data-testid="category-card">
      <Card.Section>
        <ImageWithFallback src={c.image} alt={c.name} ratio={16 / 9} lazy />
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} style={{ overflowWrap: "anywhere" }}>
            {c.name}
          </Text>
          <Badge color={c.is_active ? "green" : "gray"} variant="dot" c="gray.8" style={{ flexShrink: 0 }}>
            {c.is_active ? "Active" : "Inactive"}
          </Badge>
        </Group>
        {c.description && (
          <Text size="sm" c="gray.7" lineClamp={3}>
            {c.description}
          </Text>
        )}
        <Text size="sm">
          {c.active_products_count} active of {c.products_count} product{c.products_count === 1 ? "" : "s"}
        </Text>
        <Text size="xs" c="gray.7">
          Order {c.display_order} · Added {formatTimestampDate(c.created_at)}
        </Text>
      </Stack>
      <Group gap="xs" mt="sm">
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={() => onEdit(c)}
          aria-label={`Edit ${c.name}`}
        >
          Edit
        </Button>
        <CategoryDeleteButton category={c} onDelete={onDelete} />
      </Group>
    </Card>
  );
}
