import type { GymImage } from "@gym/contracts";
import { Button, Stack } from "@mantine/core";
import { IconPhotoPlus } from "@tabler/icons-react";
import { useState } from "react";
import { PageHeader } from "../../../components/ui/PageHeader.tsx";
import { serverFailureText } from "../../../lib/api-error.ts";
import { useGymImages } from "../api/get-gym-images.ts";
import { GalleryEmpty } from "../components/gallery/GalleryEmpty.tsx";
import { GymImageGroups } from "../components/gallery/GymImageGroups.tsx";
import { GymImagesError } from "../components/gallery/GymImagesError.tsx";
import { GymImagesSkeleton } from "../components/gallery/GymImagesSkeleton.tsx";
import { useConfirmDeleteGymImage } from "../components/gallery/use-confirm-delete.ts";
import { AddGymImagesModal } from "../components/modals/AddGymImagesModal.tsx";
import { EditGymImageModal } from "../components/modals/EditGymImageModal.tsx";

/** Gym Images (part 1 §2): a list grouped by image type, with add and edit modals and a delete per image. */
export default function GymImagesPage() {
  const gallery = useGymImages();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<GymImage | null>(null);
  const askDelete = useConfirmDeleteGymImage();
  const count = gallery.data?.images.length ?? 0;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Gym Images"
        subtitle={gallery.isSuccess ? `${count} ${count === 1 ? "image" : "images"} in the gallery` : undefined}
        actions={
          <Button leftSection={<IconPhotoPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
            Add Images
          </Button>
        }
      />

      {gallery.isPending && <GymImagesSkeleton />}
      {gallery.isError && (
        <GymImagesError
          detail={serverFailureText(gallery.error) ?? null}
          retrying={gallery.isFetching}
          onRetry={() => void gallery.refetch()}
        />
      )}
      {gallery.isSuccess &&
        (count === 0 ? (
          <GalleryEmpty onAdd={() => setAdding(true)} />
        ) : (
          <GymImageGroups grouped={gallery.data.grouped_images} onEdit={setEditing} onDelete={askDelete} />
        ))}

      <AddGymImagesModal opened={adding} onClose={() => setAdding(false)} />
      {editing && <EditGymImageModal key={editing.id} image={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
