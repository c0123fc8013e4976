import { Group, Select, Text } from "@mantine/core";
import { ListPagination } from "../../../../components/ui/ListPagination.tsx";
import { PAGE_SIZES } from "../../utils/list-params.ts";

interface MembersPaginationProps {
  count: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

export function MembersPagination({ count, page, pageSize, onPageChange, onPageSizeChange }: MembersPaginationProps) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const first = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="gray.7" data-testid="members-range">
        Showing {first}–{last} of {count}
      </Text>
      <Group gap="sm">
        <Select
          aria-label="Members per page"
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} / page` }))}
          value={String(pageSize)}
          onChange={(value) => value && onPageSizeChange(Number(value))}
          allowDeselect={false}
          w={120}
          size="xs"
        />
        <ListPagination total={pages} value={Math.min(page, pages)} onChange={onPageChange} size="sm" />
      </Group>
    </Group>
  );
}
