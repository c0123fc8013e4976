import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPhotoPlus } from "@tabler/icons-react";

/** The whole gallery is empty: one clear call to action instead of five empty sections. */
export function GalleryEmpty({ onAdd }: { onAdd: () => void }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm">
        <IconPhotoPlus size={40} aria-hidden color="var(--mantine-color-gray-6)" />
        <Title order={3}>No gym images yet</Title>
        <Text c="gray.7" ta="center">
          Show off your facility, equipment, classes and events.
        </Text>
        <Button onClick={onAdd}>Add Images</Button>
      </Stack>
    </Paper>
  );
}
