import { Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value pairs, as a description list. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <Stack component="dl" gap={8} m={0}>
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
    </Stack>
  );
}
