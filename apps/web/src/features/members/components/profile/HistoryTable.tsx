import { Group, Pagination, Paper, Skeleton, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";

export interface HistoryColumn<T> {
  label: string;
  render: (row: T) => ReactNode;
}

interface HistoryTableProps<T> {
  /** The list's name, for the table's label and its test id ("Payments", "Invoices"...). */
  name: string;
  columns: HistoryColumn<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => number | string;
  count: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  isLoading: boolean;
  error: unknown;
  errorTitle: string;
  onRetry: () => void;
  empty: string;
}

/**
 * One of the profile's history lists (decision 0260): a table from Mantine's `md` up, cards of
 * label/value lines below it; skeletons while loading, the red alert with Retry on failure, the
 * empty text, and the server's paging.
 */
export function HistoryTable<T>(props: HistoryTableProps<T>) {
  const { name, columns, rows, rowKey, count, page, pageSize, onPage, isLoading, error, errorTitle, onRetry, empty } =
    props;
  const wide = useMediaQuery("(min-width: 62em)", undefined, { getInitialValueInEffect: false });
  if (isLoading) {
    return (
      <Stack gap="xs" data-testid={`history-${name}-loading`}>
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  if (error) return <RetryAlert title={errorTitle} error={error} onRetry={onRetry} />;
  if (!rows || rows.length === 0) {
    return (
      <Text c="gray.7" size="sm" py="md" data-testid={`history-${name}-empty`}>
        {empty}
      </Text>
    );
  }
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <Stack gap="sm" data-testid={`history-${name}`}>
      {wide ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" aria-label={name}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.label}>{c.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <Table.Td key={c.label}>{c.render(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={name}>
          {rows.map((row) => (
            <Paper key={rowKey(row)} component="li" withBorder radius="md" p="sm">
              <Stack gap={4}>
                {columns.map((c) => (
                  <Group key={c.label} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text size="xs" c="gray.7" style={{ flexShrink: 0 }}>
                      {c.label}
                    </Text>
                    <div style={{ textAlign: "right", minWidth: 0, overflowWrap: "anywhere" }}>{c.render(row)}</div>
                  </Group>
                ))}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination total={pages} value={page} onChange={onPage} size="sm" aria-label={`${name} pages`} />
        </Group>
      )}
    </Stack>
  );
}
