import type { Exercise } from "../../api/types.ts";
import { DetailSection } from "./DetailSection.tsx";
import { FactList } from "./FactList.tsx";

/** The second column: description, form and safety. */
export function GuidanceSection({ exercise }: { exercise: Exercise }) {
  return (
    <DetailSection title="Description, Form and Safety">
      <FactList
        facts={[
          { label: "Description", value: exercise.description },
          { label: "Tips", value: exercise.tips },
          { label: "Form instructions", value: exercise.form_instructions },
          { label: "Safety tips", value: exercise.safety_tips },
          { label: "Common mistakes", value: exercise.common_mistakes },
        ]}
      />
    </DetailSection>
  );
}
