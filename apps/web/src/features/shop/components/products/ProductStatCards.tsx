import type { ProductsSummary } from "@gym/contracts";
import { SimpleGrid, UnstyledButton } from "@mantine/core";
import { IconCategory, IconCircleCheck, IconDiscount, IconPackage } from "@tabler/icons-react";
import { StatCard } from "../../../../components/ui/StatCard.tsx";

interface ProductStatCardsProps {
  summary: ProductsSummary | undefined;
  categories: number | undefined;
  onOpenCategories: () => void;
}

/** Part 2 §2: Total, Active, Categories (a click opens the category manager), On Sale. */
export function ProductStatCards({ summary, categories, onOpenCategories }: ProductStatCardsProps) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      <StatCard label="Total" value={summary?.total} color="blue" icon={<IconPackage size={22} />} />
      <StatCard label="Active" value={summary?.active} color="green" icon={<IconCircleCheck size={22} />} />
      <UnstyledButton
        onClick={onOpenCategories}
        aria-label={`Categories: ${categories ?? "loading"}. Manage categories`}
        aria-haspopup="dialog"
      >
        <StatCard label="Categories" value={categories} color="violet" icon={<IconCategory size={22} />} />
      </UnstyledButton>
      <StatCard label="On Sale" value={summary?.on_sale} color="red" icon={<IconDiscount size={22} />} />
    </SimpleGrid>
  );
}
