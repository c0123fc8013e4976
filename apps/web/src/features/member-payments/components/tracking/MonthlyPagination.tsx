import { Group, Select, Text } from "@mantine/core";
import { ListPagination } from "../../../../components/ui/ListPagination.tsx";
import { MONTHLY_PAGE_SIZES, pageRangeText } from "../../utils/tracking-params.ts";

interface Props {
  count: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/** The monthly view's pages (decision 0246): which members are shown, the page size, the pages. */
export function MonthlyPagination({ count, page, pageSize, onPageChange, onPageSizeChange }: Props) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="gray.7" data-testid="monthly-range">
        {pageRangeText(count, Math.min(page, pages), pageSize)}
      </Text>
      <Group gap="sm">
        <Select
          aria-label="Members per page"
          data={MONTHLY_PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} / page` }))}
          value={String(pageSize)}
          onChange={(value) => value && onPageSizeChange(Number(value))}
          allowDeselect={false}
          w={120}
          size="xs"
        />
        {pages > 1 && <ListPagination total={pages} value={Math.min(page, pages)} onChange={onPageChange} size="sm" />}
      </Group>
    </Group>
  );
}
