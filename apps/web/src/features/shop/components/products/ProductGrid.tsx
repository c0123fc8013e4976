import type { Product } from "@gym/contracts";
import { SimpleGrid } from "@mantine/core";
import { type ProductActions, ProductCard } from "./ProductCard.tsx";

/** Cards in one column on a phone, up to four on a wide screen. */
export function ProductGrid({ products, actions }: { products: Product[]; actions: ProductActions }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
      {products.map((p) => (
        <ProductCard key={p.id} product={p} actions={actions} />
      ))}
    </SimpleGrid>
  );
}
