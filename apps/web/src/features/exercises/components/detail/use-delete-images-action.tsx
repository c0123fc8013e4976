import { openConfirm } from "../../../../components/ui/confirm.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { serverFailureText } from "../../../../lib/api-error.ts";
import { useDeleteExerciseImages } from "../../api/delete-exercise-images.ts";
import type { Exercise, ExerciseImageType } from "../../api/types.ts";
import { enumLabel } from "../../utils/labels.ts";

/** Delete-image works by type (part 1 §7): confirm, call, report the server's message; the detail reloads. */
export function useDeleteImagesAction(exercise: Pick<Exercise, "id" | "name">) {
  const remove = useDeleteExerciseImages();
  const ask = (imageType: ExerciseImageType, count: number) =>
    openConfirm({
      title: `Delete ${enumLabel(imageType).toLowerCase()} images?`,
      message: `${count} ${enumLabel(imageType).toLowerCase()} image(s) of ${exercise.name} will be deleted.`,
      confirmLabel: "Delete",
      onConfirm: () =>
        remove.mutate(
          { id: exercise.id, imageType },
          {
            onSuccess: (answer) => notify({ color: "green", message: answer.message }),
            onError: (error) =>
              notify({
                color: "red",
                title: "Failed to delete images",
                message: serverFailureText(error) ?? "Please try again.",
              }),
          },
        ),
    });
  return { ask, isPending: remove.isPending };
}
