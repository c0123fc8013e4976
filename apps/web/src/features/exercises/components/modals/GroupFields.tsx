import { FileInput, Textarea, TextInput } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import type { ReactNode } from "react";

interface GroupFieldsProps {
  nameLabel: string;
  name: string;
  onNameChange: (name: string) => void;
  description: string;
  onDescriptionChange: (description: string) => void;
  imageLabel: string;
  image: File | null;
  onImageChange: (image: File | null) => void;
  /** Fields shown between the description and the image (the muscle group's order and active switch). */
  children?: ReactNode;
}

/** Name, description and optional image: the fields a category and a muscle group share (part 1 §3). */
export function GroupFields(props: GroupFieldsProps) {
  return (
    <>
      <TextInput
        label={props.nameLabel}
        withAsterisk
        value={props.name}
        onChange={(event) => props.onNameChange(event.currentTarget.value)}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        value={props.description}
        onChange={(event) => props.onDescriptionChange(event.currentTarget.value)}
      />
      {props.children}
      <FileInput
        label={props.imageLabel}
        accept="image/png,image/jpeg,image/webp,image/gif"
        leftSection={<IconPhoto size={16} aria-hidden />}
        clearable
        value={props.image}
        onChange={props.onImageChange}
      />
    </>
  );
}
