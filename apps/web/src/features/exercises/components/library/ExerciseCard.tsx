import { Anchor, Card, Group, Stack, Text } from "@mantine/core";
import { Link, useLocation } from "react-router-dom";
import { ImageWithFallback } from "../../../../components/ui/ImageWithFallback.tsx";
import type { Exercise } from "../../api/types.ts";
import { coverImageUrl } from "../../utils/exercise-media.ts";
import { enumLabel } from "../../utils/labels.ts";
import { exercisePath } from "../../utils/library-params.ts";
import { DifficultyBadge } from "../DifficultyBadge.tsx";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="gray.7">
        {label}:
      </Text>{" "}
      {value || "—"}
    </Text>
  );
}

/** One exercise in a list: main image, name, difficulty, equipment, primary muscle, type. */
export function ExerciseCard({ exercise }: { exercise: Exercise }) {
  const location = useLocation();
  const to = exercisePath(exercise);
  // The detail page's back button returns to this exact list (filters included).
  const state = { from: `${location.pathname}${location.search}` };
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={exercise.name}>
      <Card.Section component={Link} to={to} state={state} tabIndex={-1} aria-hidden style={{ textDecoration: "none" }}>
        <ImageWithFallback src={coverImageUrl(exercise)} alt="" h={150} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          {/* A long name wraps inside the card instead of pushing the badge out; the badge never shrinks. */}
          <Anchor component={Link} to={to} state={state} fw={600} c="dark" miw={0} style={{ overflowWrap: "anywhere" }}>
            {exercise.name}
          </Anchor>
          <DifficultyBadge difficulty={exercise.difficulty} />
        </Group>
        <Fact label="Equipment" value={enumLabel(exercise.equipment)} />
        <Fact label="Primary muscle" value={exercise.primary_muscle} />
        <Fact label="Type" value={enumLabel(exercise.exercise_type)} />
      </Stack>
    </Card>
  );
}
