import { type ProductCategory, SHOP_FAILED_TO_FETCH_CATEGORIES } from "@gym/contracts";
import { Badge, Button, Group, Modal, Paper, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconExternalLink, IconPlus } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { failureText } from "../../../../lib/api-error.ts";
import { useProductCategories } from "../../api/get-product-categories.ts";
import { useConfirmDeleteCategory } from "../../hooks/use-delete-category.ts";
import { CategoryDeleteButton } from "./CategoryDeleteButton.tsx";

interface ManageCategoriesModalProps {
  opened: boolean;
  onClose: () => void;
  onCreate: () => void;
}

const status = (c: ProductCategory) => (
  <Badge color={c.is_active ? "green" : "gray"} variant="dot" c="gray.8">
    {c.is_active ? "Active" : "Inactive"}
  </Badge>
);

/** Manage categories (part 2 §2): name, description, status, product count, delete; cards on a phone. */
export function ManageCategoriesModal({ opened, onClose, onCreate }: ManageCategoriesModalProps) {
  const phone = useMediaQuery("(max-width: 48em)") ?? false;
  const query = useProductCategories();
  const askDelete = useConfirmDeleteCategory();
  const categories = query.data?.categories ?? [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Manage Categories"
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack gap="md">
        <Group gap="sm">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onCreate}>
            New Category
          </Button>
          <Button
            component={Link}
            to="/dashboard/productCategories"
            variant="default"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            Open categories page
          </Button>
        </Group>
        {query.isError && (
          <RetryAlert
            text={failureText(query.error, SHOP_FAILED_TO_FETCH_CATEGORIES)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
        {query.isSuccess && categories.length === 0 && <Text c="gray.7">No categories yet. Create the first one.</Text>}
        {categories.length > 0 && !phone && (
          <Table striped highlightOnHover aria-label="Product categories">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Products</Table.Th>
                <Table.Th>Delete</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {categories.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td fw={600}>{c.name}</Table.Td>
                  <Table.Td c="gray.7" maw={280}>
                    <Text size="sm" lineClamp={2}>
                      {c.description || "—"}
                    </Text>
                  </Table.Td>
                  <Table.Td>{status(c)}</Table.Td>
                  <Table.Td>{c.products_count}</Table.Td>
                  <Table.Td>
                    <CategoryDeleteButton category={c} onDelete={askDelete} size="compact-xs" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {categories.length > 0 && phone && (
          <Stack gap="xs">
            {categories.map((c) => (
              <Paper key={c.id} withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600}>{c.name}</Text>
                  {status(c)}
                </Group>
                {c.description && (
                  <Text size="sm" c="gray.7" lineClamp={2}>
                    {c.description}
                  </Text>
                )}
                <Group justify="space-between" mt="xs">
                  <Text size="sm">{c.products_count} product(s)</Text>
                  <CategoryDeleteButton category={c} onDelete={askDelete} size="compact-xs" />
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
