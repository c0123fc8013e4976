import {
  FAILED_TO_SAVE_TRAINER,
  TRAINER_AGE_MAX,
  TRAINER_AGE_MIN,
  TRAINER_AWARD_MAX,
  TRAINER_DESCRIPTION_MAX,
  TRAINER_NAME_MAX,
  type Trainer,
} from "@gym/contracts";
import { FileInput, Group, NumberInput, Select, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { FormModal } from "../../../../components/form/FormModal.tsx";
import { useContractForm } from "../../../../components/form/use-contract-form.ts";
import { FilePreview } from "../../../../components/ui/FilePreview.tsx";
import { ImageWithFallback } from "../../../../components/ui/ImageWithFallback.tsx";
import { notify } from "../../../../components/ui/notify.tsx";
import { RetryAlert } from "../../../../components/ui/RetryAlert.tsx";
import { useSaveTrainer } from "../../api/save-trainer.ts";
import {
  emptyTrainerForm,
  GENDER_OPTIONS,
  TRAINER_IMAGE_TYPES,
  type TrainerFormValues,
  trainerFormFrom,
  trainerFormSchema,
} from "../../utils/trainer-form.ts";

interface TrainerFormModalProps {
  /** A trainer to edit, or null to add one. */
  trainer: Trainer | null;
  onClose: () => void;
}

/** Add/edit trainer (part 2 §2, §5): the server's rules and texts; nothing typed is lost on a failed save. */
export function TrainerFormModal({ trainer, onClose }: TrainerFormModalProps) {
  const save = useSaveTrainer();
  const busy = save.isPending;
  const form = useContractForm<TrainerFormValues>({
    schema: trainerFormSchema,
    initialValues: trainer ? trainerFormFrom(trainer) : emptyTrainerForm(),
    onValuesChange: () => {
      if (save.isError) save.reset();
    },
  });

  const submit = form.submitWith((_payload, values) =>
    save.mutate(
      { id: trainer?.id ?? null, values },
      {
        onSuccess: (answer) => {
          notify({ color: "green", message: `${answer.trainer.name}: ${answer.message}` });
          onClose();
        },
        onError: (error) => form.showServerErrors(error),
      },
    ),
  );
  const photo = form.values.profile_image;

  return (
    <FormModal
      title={trainer ? "Edit Trainer" : "Add Trainer"}
      formLabel={trainer ? "Edit trainer" : "Add trainer"}
      size="lg"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={trainer ? "Update Trainer" : "Add Trainer"}
      error={save.isError && <RetryAlert title={FAILED_TO_SAVE_TRAINER} error={save.error} />}
    >
      <TextInput
        label="Name"
        withAsterisk
        maxLength={TRAINER_NAME_MAX}
        disabled={busy}
        {...form.getInputProps("name")}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          label="Phone Number"
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
          placeholder="10 digits"
          maxLength={10}
          disabled={busy}
          {...form.getInputProps("phone_number")}
        />
        <NumberInput
          label="Age"
          withAsterisk
          min={TRAINER_AGE_MIN}
          max={TRAINER_AGE_MAX}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          disabled={busy}
          {...form.getInputProps("age")}
        />
        <Select
          label="Gender"
          withAsterisk
          data={GENDER_OPTIONS}
          placeholder="Choose"
          allowDeselect={false}
          disabled={busy}
          {...form.getInputProps("gender")}
        />
      </SimpleGrid>
      <TextInput label="Award" maxLength={TRAINER_AWARD_MAX} disabled={busy} {...form.getInputProps("award")} />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxRows={6}
        maxLength={TRAINER_DESCRIPTION_MAX}
        disabled={busy}
        {...form.getInputProps("description")}
      />
      <Group align="flex-end" wrap="nowrap" gap="sm">
        <div style={{ width: 96, flexShrink: 0 }}>
          {photo ? (
            <FilePreview file={photo} alt={`Preview of ${photo.name}`} size={96} />
          ) : (
            <ImageWithFallback
              src={trainer?.profile_image}
              alt={trainer ? `Current photo of ${trainer.name}` : ""}
              h={96}
              radius="sm"
            />
          )}
        </div>
        <FileInput
          style={{ flex: 1, minWidth: 0 }}
          label="Profile Image"
          description="JPG, PNG, GIF or WebP, up to 5 MB"
          placeholder={trainer?.profile_image ? "Keep the current photo" : "Choose a photo (optional)"}
          accept={TRAINER_IMAGE_TYPES.join(",")}
          clearable
          leftSection={<IconPhoto size={16} aria-hidden />}
          disabled={busy}
          {...form.getInputProps("profile_image")}
        />
      </Group>
    </FormModal>
  );
}
