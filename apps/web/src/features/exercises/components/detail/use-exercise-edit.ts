import { useState } from "react";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { notify } from "../../../../components/ui/notify.tsx";
import type { Exercise } from "../../api/types.ts";
import { useUpdateExercise } from "../../api/update-exercise.ts";
import type { ExerciseFormValues } from "../../utils/exercise-form.ts";
import { exerciseFormData, exerciseFormKit, exerciseFormValues } from "../../utils/exercise-form.ts";
import { EXERCISE_UPDATED, FAILED_TO_UPDATE_EXERCISE } from "../../utils/messages.ts";

/** The detail page's view/edit toggle (part 1 §4): edit starts from the exercise; Save sends; Cancel drops. */
export function useExerciseEdit(exercise: Exercise, onSaved: (saved: Exercise) => void) {
  const update = useUpdateExercise();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm<ExerciseFormValues, Record<string, string>>({
    ...exerciseFormKit,
    initialValues: exerciseFormValues(exercise),
    onValuesChange: () => setFailure(null),
  });

  const start = () => {
    form.setValues(exerciseFormValues(exercise));
    form.resetDirty();
    update.reset();
    setFailure(null);
    setEditing(true);
  };

  const cancel = () => {
    setFailure(null);
    setEditing(false);
  };

  const save = form.submitWith(
    (_fields, values) =>
      update.mutate(
        { id: exercise.id, body: exerciseFormData({ ...values, main_image: null }) },
        {
          onSuccess: (saved) => {
            notify({ color: "green", message: EXERCISE_UPDATED });
            setEditing(false);
            onSaved(saved);
          },
          onError: () => setFailure(FAILED_TO_UPDATE_EXERCISE),
        },
      ),
    (errors) => setFailure(String(errors.form)),
  );

  return { form, editing, start, cancel, save, saving: update.isPending, failure, error: update.error };
}
