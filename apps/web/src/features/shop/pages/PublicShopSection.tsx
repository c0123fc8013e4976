import { FAILED_TO_LOAD_PUBLIC_SHOP, SHOP_EMPTY_PUBLIC } from "@gym/contracts";
import { Button, Chip, Group, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { PublicGymSectionProps } from "../../../app/public-gym-sections.tsx";
import { RetryAlert } from "../../../components/ui/RetryAlert.tsx";
import { usePublicProducts } from "../api/get-public-products.ts";
import { PublicProductCard } from "../components/public/PublicProductCard.tsx";

/** The shop on the gym's public page (issue 12 ★, decision 0156): active products, category chips, more on demand. */
export default function PublicShopSection({ schemaName, gymName }: PublicGymSectionProps) {
  const [category, setCategory] = useState<number | null>(null);
  const query = usePublicProducts(schemaName, category);
  const pages = query.data?.pages ?? [];
  const products = pages.flatMap((p) => p.products);
  const categories = pages[0]?.categories ?? [];

  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the shop">
        <Skeleton h={150} radius="md" />
        <Skeleton h={150} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <RetryAlert text={FAILED_TO_LOAD_PUBLIC_SHOP} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  return (
    <Stack gap="sm">
      {categories.length > 1 && (
        <Chip.Group
          multiple={false}
          value={category === null ? "all" : String(category)}
          onChange={(v) => setCategory(v === "all" ? null : Number(v))}
        >
          <Group gap="xs" role="group" aria-label="Shop categories">
            <Chip value="all" variant="outline" color="dark">
              All
            </Chip>
            {categories.map((c) => (
              <Chip key={c.id} value={String(c.id)} variant="outline" color="dark">
                {c.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      {products.length === 0 ? (
        <Text c="gray.7">{SHOP_EMPTY_PUBLIC}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {products.map((p) => (
            <PublicProductCard key={p.id} product={p} gymName={gymName} />
          ))}
        </SimpleGrid>
      )}
      {query.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          style={{ alignSelf: "center" }}
        >
          Show more products
        </Button>
      )}
    </Stack>
  );
}
