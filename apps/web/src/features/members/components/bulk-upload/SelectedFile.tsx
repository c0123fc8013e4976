import { CloseButton, Group, Paper, Text } from "@mantine/core";
import { IconFileSpreadsheet } from "@tabler/icons-react";
import { formatFileSize } from "../../utils/spreadsheet-file.ts";

export function SelectedFile({ file, onRemove }: { file: File; onRemove: () => void }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="selected-file">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <IconFileSpreadsheet size={24} color="var(--mantine-color-green-7)" aria-hidden />
          <Text size="sm" fw={600} truncate>
            {file.name}
          </Text>
          <Text size="sm" c="gray.7">
            {formatFileSize(file.size)}
          </Text>
        </Group>
        <CloseButton aria-label="Remove file" onClick={onRemove} />
      </Group>
    </Paper>
  );
}
