import type { GymImage } from "@gym/contracts";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPhotoPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useGymImagesQuery } from "../api/get-gym-images.ts";
import { AddGymImagesModal } from "../components/AddGymImagesModal.tsx";
import { EditGymImageModal } from "../components/EditGymImageModal.tsx";
import { GalleryEmpty } from "../components/GalleryEmpty.tsx";
import { GymImageGroups } from "../components/GymImageGroups.tsx";
import { GymImagesError } from "../components/GymImagesError.tsx";
import { GymImagesSkeleton } from "../components/GymImagesSkeleton.tsx";
import { useDeleteGymImage } from "../hooks/use-delete-gym-image.ts";
import { serverErrorText } from "../utils/error-text.ts";

/** Gym Images (part 1 §2): a list grouped by image type, with add and edit modals and a delete per image. */
export default function GymImagesPage() {
  const gallery = useGymImagesQuery();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<GymImage | null>(null);
  const askDelete = useDeleteGymImage();
  const count = gallery.data?.images.length ?? 0;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2}>Gym Images</Title>
          {gallery.isSuccess && (
            <Text c="gray.7" size="sm">
              {count} {count === 1 ? "image" : "images"} in the gallery
            </Text>
          )}
        </div>
        <Button leftSection={<IconPhotoPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
          Add Images
        </Button>
      </Group>

      {gallery.isPending && <GymImagesSkeleton />}
      {gallery.isError && (
        <GymImagesError
          detail={serverErrorText(gallery.error, "") || null}
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
