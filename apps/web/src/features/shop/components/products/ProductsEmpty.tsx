import { CREATE_FIRST_PRODUCT, NO_PRODUCTS_FOUND, NO_PRODUCTS_MATCH } from "@gym/contracts";
import { Button, Paper, Stack, Text } from "@mantine/core";
import { IconFilterOff, IconPackage, IconPlus } from "@tabler/icons-react";

interface ProductsEmptyProps {
  /** True when filters hide every product; false when the shop has none at all. */
  filtered: boolean;
  onCreate: () => void;
  onClear: () => void;
}

/** Part 2 §2: "The empty state offers 'Create First Product'"; filters that match nothing offer Clear. */
export function ProductsEmpty({ filtered, onCreate, onClear }: ProductsEmptyProps) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm">
        <IconPackage size={36} aria-hidden color="var(--mantine-color-gray-6)" />
        <Text fw={600}>{filtered ? NO_PRODUCTS_MATCH : NO_PRODUCTS_FOUND}</Text>
        {filtered ? (
          <Button variant="default" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
            Clear filters
          </Button>
        ) : (
          <>
            <Text size="sm" c="gray.7">
              Add what you sell at the front desk: supplements, shakers, gym wear.
            </Text>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
              {CREATE_FIRST_PRODUCT}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
