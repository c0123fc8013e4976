import { Stack, Textarea } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { ExerciseFormValues } from "../../utils/exercise-form.ts";

const FIELDS = [
  ["description", "Description"],
  ["instructions", "Instructions"],
  ["tips", "Tips"],
  ["form_instructions", "Form instructions"],
  ["safety_tips", "Safety tips"],
  ["common_mistakes", "Common mistakes"],
] as const;

/** Description, form and safety: the second column of the edit view, and part of the create form. */
export function ExerciseGuidanceFields({ form }: { form: UseFormReturnType<ExerciseFormValues> }) {
  return (
    <Stack gap="sm">
      {FIELDS.map(([field, label]) => (
        <Textarea key={form.key(field)} label={label} autosize minRows={2} maxRows={8} {...form.getInputProps(field)} />
      ))}
    </Stack>
  );
}
