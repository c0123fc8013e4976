import { BULK_OPTIONAL_COLUMNS, BULK_REQUIRED_COLUMNS } from "@gym/contracts";
import { Badge, Code, Table } from "@mantine/core";

/** What each column holds (part 1 §3 "Bulk upload columns", §5 rules and defaults). */
const NOTES: Record<string, string> = {
  first_name: "Text",
  last_name: "Text",
  email: "Must be unique in your gym",
  phone: "7 to 15 digits",
  date_of_birth: "YYYY-MM-DD, e.g. 1995-04-02",
  gender: "M, F or O",
  address: "Text",
  password: "Empty: a password is generated and shown after the upload",
  emergency_contact: "Empty: same as phone",
  username: "Empty: same as email",
  notes: "Empty: no notes",
  plan_name: "A plan's name from Plans puts the member on it (its price and duration); other text is a name only",
  plan_amount: "Monthly fee in rupees; empty: the gym's default plan",
  gstin: "A paying company's GSTIN, printed on its tax invoices; empty: none",
};

const ROWS = [
  ...BULK_REQUIRED_COLUMNS.map((column) => ({ column, required: true })),
  ...BULK_OPTIONAL_COLUMNS.map((column) => ({ column, required: false })),
];

export function BulkColumnsTable() {
  return (
    <Table withTableBorder verticalSpacing={6} aria-label="Spreadsheet columns">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Column</Table.Th>
          <Table.Th>Required</Table.Th>
          <Table.Th>Format and default</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ROWS.map(({ column, required }) => (
          <Table.Tr key={column}>
            <Table.Td>
              <Code>{column}</Code>
            </Table.Td>
            <Table.Td>
              <Badge color={required ? "red" : "gray"} variant="light" size="sm" style={{ minWidth: "max-content" }}>
                {required ? "Required" : "Optional"}
              </Badge>
            </Table.Td>
            <Table.Td>{NOTES[column]}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
