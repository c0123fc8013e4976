import { SimpleGrid, Text } from "@mantine/core";
import type { ReactNode } from "react";

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value pairs, as a description list; `columns` spreads long lists on wide screens. */
export function FactList({ facts, columns = 1 }: { facts: Fact[]; columns?: 1 | 3 }) {
  return (
    <SimpleGrid
      component="dl"
      cols={columns === 1 ? 1 : { base: 1, sm: 2, lg: 3 }}
      spacing="md"
      verticalSpacing={8}
      m={0}
    >
      {facts.map((fact) => (
        <div key={fact.label}>
          <Text component="dt" size="xs" c="gray.7" fw={600} tt="uppercase">
            {fact.label}
          </Text>
          <Text component="dd" m={0} size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {fact.value === "" || fact.value === null || fact.value === undefined ? "—" : fact.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
