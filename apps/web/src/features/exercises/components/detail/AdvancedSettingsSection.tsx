import { formatTimestampDate } from "../../../../lib/calendar-date.ts";
import type { Exercise } from "../../api/types.ts";
import { mediaCounts } from "../../utils/exercise-media.ts";
import { enumLabel } from "../../utils/labels.ts";
import { DetailSection } from "./DetailSection.tsx";
import { FactList } from "./FactList.tsx";

/** Part 1 §2: force type, mechanics type, category, id, created, updated, instructions, muscle groups, tags, media counts. */
export function AdvancedSettingsSection({ exercise }: { exercise: Exercise }) {
  const counts = mediaCounts(exercise);
  const muscleGroups = exercise.muscle_groups
    .map((group) => (group.is_primary ? `${group.name} (primary)` : group.name))
    .join(", ");
  return (
    <DetailSection title="Advanced Settings">
      <FactList
        columns={3}
        facts={[
          { label: "Force type", value: enumLabel(exercise.force_type) },
          { label: "Mechanics type", value: enumLabel(exercise.mechanics_type) },
          { label: "Category", value: exercise.category_name },
          { label: "ID", value: `${exercise.id} (${exercise.exercise_id})` },
          { label: "Created", value: formatTimestampDate(exercise.created_at) },
          { label: "Updated", value: formatTimestampDate(exercise.updated_at) },
          { label: "Instructions", value: exercise.instructions },
          { label: "Muscle groups", value: muscleGroups },
          { label: "Tags", value: exercise.tags.join(", ") },
          {
            label: "Total media",
            value: `${counts.images} image${counts.images === 1 ? "" : "s"}, ${counts.videos} video${counts.videos === 1 ? "" : "s"}`,
          },
        ]}
      />
    </DetailSection>
  );
}
