import { Badge, Group, Stack, Text } from "@mantine/core";
import type { Exercise } from "../../api/types.ts";
import { DetailSection } from "./DetailSection.tsx";

export function TargetMusclesSection({ exercise }: { exercise: Exercise }) {
  return (
    <DetailSection title="Target Muscles">
      <Stack gap="xs">
        <Text size="xs" c="gray.7" fw={600} tt="uppercase">
          Primary muscle
        </Text>
        <Badge variant="filled" color="blue.8" w="fit-content">
          {exercise.primary_muscle || "—"}
        </Badge>
        <Text size="xs" c="gray.7" fw={600} tt="uppercase">
          Secondary muscles
        </Text>
        {exercise.secondary_muscles.length === 0 ? (
          <Text size="sm">None</Text>
        ) : (
          <Group gap={6}>
            {exercise.secondary_muscles.map((muscle) => (
              <Badge key={muscle} variant="outline" color="blue.9">
                {muscle}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </DetailSection>
  );
}
