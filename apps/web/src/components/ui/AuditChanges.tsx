import type { AuditEntry } from "@gym/contracts";
import { Stack, Text } from "@mantine/core";
import { changeLines } from "../../lib/audit-entries.ts";

/**
 * What an audit entry wrote (decision 0331): each row it added, changed or removed, and the kept values
 * before and after. Shown by the Audit Trail screen and the member profile's trail tab.
 */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, "changes"> }) {
  return (
    <Stack gap={2}>
      {entry.changes.map((change, i) => {
        const [head, ...lines] = changeLines(change);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: an entry's changes never reorder
          <div key={i}>
            <Text size="sm" fw={500}>
              {head}
            </Text>
            {lines.map((line) => (
              <Text size="sm" c="gray.7" key={line}>
                {line}
              </Text>
            ))}
          </div>
        );
      })}
    </Stack>
  );
}
