import type { ProductsSummary } from "@gym/contracts";
import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { IconCategory, IconCircleCheck, IconDiscount, IconPackage } from "@tabler/icons-react";
import type { ReactNode } from "react";

interface ProductStatCardsProps {
  summary: ProductsSummary | undefined;
  categories: number | undefined;
  onOpenCategories: () => void;
}

function Card({
  label,
  value,
  color,
  icon,
}: {
  label: string;
  value: number | undefined;
  color: string;
  icon: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text size="sm" c="gray.7" fw={600}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton h={30} w={50} mt={4} />
          ) : (
            <Text fz={26} fw={700}>
              {value}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" color={color} size="xl" radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}

/** Part 2 §2: Total, Active, Categories (a click opens the category manager), On Sale. */
export function ProductStatCards({ summary, categories, onOpenCategories }: ProductStatCardsProps) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <Card label="Total" value={summary?.total} color="blue" icon={<IconPackage size={22} />} />
      <Card label="Active" value={summary?.active} color="green" icon={<IconCircleCheck size={22} />} />
      <UnstyledButton
        onClick={onOpenCategories}
        aria-label={`Categories: ${categories ?? "loading"}. Manage categories`}
        aria-haspopup="dialog"
      >
        <Card label="Categories" value={categories} color="violet" icon={<IconCategory size={22} />} />
      </UnstyledButton>
      <Card label="On Sale" value={summary?.on_sale} color="red" icon={<IconDiscount size={22} />} />
    </SimpleGrid>
  );
}
