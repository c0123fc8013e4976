import { Skeleton, Stack } from "@mantine/core";

export function MembersTableSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Stack gap="xs" role="status" aria-label="Loading members">
      <Skeleton h={36} />
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} h={44} />
      ))}
    </Stack>
  );
}
