import type { BulkUploadResponse } from "@gym/contracts";
import { Table } from "@mantine/core";

/** Part 1 §3: errors (row, error); rows are numbered as the spreadsheet shows them (headings are row 1). */
export function RowErrorsTable({ errors }: { errors: BulkUploadResponse["results"]["errors"] }) {
  return (
    <Table striped verticalSpacing={6} aria-label="Rows with errors" data-testid="row-errors">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={90}>Row</Table.Th>
          <Table.Th>Error</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {errors.map((error) => (
          <Table.Tr key={`${error.row}:${error.error}`}>
            <Table.Td>{error.row}</Table.Td>
            <Table.Td c="red.9">{error.error}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
