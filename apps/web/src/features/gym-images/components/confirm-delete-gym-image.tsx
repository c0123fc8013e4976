import type { GymImage } from "@gym/contracts";
import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";

/** Asks before deleting (the delete action of part 1 §2); `onConfirm` runs only on "Delete". */
export function confirmDeleteGymImage(image: GymImage, onConfirm: () => void): void {
  modals.openConfirmModal({
    title: "Delete image",
    closeButtonProps: { "aria-label": "Close" },
    children: <Text size="sm">Delete “{image.title}” from the gallery? The picture is removed for good.</Text>,
    labels: { confirm: "Delete", cancel: "Cancel" },
    confirmProps: { color: "red" },
    onConfirm,
  });
}
