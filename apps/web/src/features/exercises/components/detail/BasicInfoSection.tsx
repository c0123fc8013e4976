import type { Exercise } from "../../api/types.ts";
import { enumLabel } from "../../utils/labels.ts";
import { DifficultyBadge } from "../DifficultyBadge.tsx";
import { DetailSection } from "./DetailSection.tsx";
import { FactList } from "./FactList.tsx";

export function BasicInfoSection({ exercise }: { exercise: Exercise }) {
  return (
    <DetailSection title="Basic Information">
      <FactList
        facts={[
          { label: "Exercise ID", value: exercise.exercise_id },
          { label: "Category", value: exercise.category_name },
          { label: "Difficulty", value: <DifficultyBadge difficulty={exercise.difficulty} /> },
          { label: "Equipment", value: enumLabel(exercise.equipment) },
          { label: "Exercise type", value: enumLabel(exercise.exercise_type) },
          {
            label: "Duration",
            value: exercise.estimated_duration === null ? "" : `${exercise.estimated_duration} min`,
          },
          {
            label: "Calories per minute",
            value: exercise.calories_burned_per_minute === null ? "" : String(exercise.calories_burned_per_minute),
          },
          { label: "Status", value: exercise.is_active ? "Active" : "Inactive" },
        ]}
      />
    </DetailSection>
  );
}
