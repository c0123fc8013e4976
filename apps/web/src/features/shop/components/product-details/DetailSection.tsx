import { Stack, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A titled block of the details modal; nothing at all when it has nothing to say. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === "") return null;
  return (
    <Stack gap={4}>
      <Title order={3} fz="sm" tt="uppercase" c="gray.7">
        {title}
      </Title>
      {typeof children === "string" ? (
        <Text size="sm" style={{ whiteSpace: "pre-line" }}>
          {children}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

export type Fact = [string, ReactNode];

/** The facts that have a value. */
export const filled = (facts: Fact[]) => facts.filter(([, v]) => v !== "" && v !== null && v !== undefined);

/** Label / value rows, skipping empty values; nothing when every value is empty. */
export function FactTable({ facts }: { facts: Fact[] }) {
  const shown = filled(facts);
  if (shown.length === 0) return null;
  return (
    <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} fz="sm">
      <Table.Tbody>
        {shown.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="45%" fw={500} c="gray.7">
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
