import { FileInput, Textarea, TextInput } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** What a form kit field hands its input (`form.getInputProps(field)`). */
// biome-ignore lint/suspicious/noExplicitAny: @mantine/form's getInputProps returns loosely typed props.
type InputProps = Record<string, any>;

interface GroupFieldsProps {
  nameLabel: string;
  /** `form.getInputProps` of the form kit: the fields `name`, `description` and `image`. */
  inputProps: (field: "name" | "description" | "image") => InputProps;
  imageLabel: string;
  disabled?: boolean;
  /** Fields shown between the description and the image (the muscle group's order and active switch). */
  children?: ReactNode;
}

/** Name, description and optional image: the fields a category and a muscle group share (part 1 §3). */
export function GroupFields({ nameLabel, inputProps, imageLabel, disabled, children }: GroupFieldsProps) {
  return (
    <>
      <TextInput label={nameLabel} withAsterisk disabled={disabled} {...inputProps("name")} />
      <Textarea label="Description" autosize minRows={2} disabled={disabled} {...inputProps("description")} />
      {children}
      <FileInput
        label={imageLabel}
        accept="image/png,image/jpeg,image/webp,image/gif"
        leftSection={<IconPhoto size={16} aria-hidden />}
        clearable
        disabled={disabled}
        {...inputProps("image")}
      />
    </>
  );
}
