import { FAILED_TO_DELETE_IMAGE, type GymImage } from "@gym/contracts";
import { openConfirm } from "../../../../components/ui/confirm.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { failureText } from "../../../../lib/api-error.ts";
import { useDeleteGymImage } from "../../api/delete-gym-image.ts";

/** Confirm, delete, then the list reloads; a failure says 'Failed to delete image' (part 1 §8). */
export function useConfirmDeleteGymImage(): (image: GymImage) => void {
  const remove = useDeleteGymImage();
  return (image) =>
    openConfirm({
      title: "Delete image",
      message: `Delete “${image.title}” from the gallery? The picture is removed for good.`,
      confirmLabel: "Delete",
      onConfirm: () =>
        remove.mutate(image.id, {
          onSuccess: (answer) => notify({ color: "green", title: "Image deleted", message: answer.message }),
          onError: (error) =>
            notify({
              color: "red",
              title: FAILED_TO_DELETE_IMAGE,
              message: failureText(error, FAILED_TO_DELETE_IMAGE),
            }),
        }),
    });
}
