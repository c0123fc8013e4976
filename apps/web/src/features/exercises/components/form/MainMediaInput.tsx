import { FileInput } from "@mantine/core";
import { IconMovie, IconPhoto } from "@tabler/icons-react";
import { useState } from "react";
import { mainMediaSizeError } from "../../utils/file-size.ts";

interface MainMediaInputProps {
  kind: "image" | "video";
  value: File | null;
  onChange: (file: File | null) => void;
  label?: string;
}

/**
 * Main image (5 MB) or main video (50 MB). Part 1 §5: "An oversized file is rejected and the input
 * cleared", with the spec's size message shown under the field.
 */
export function MainMediaInput({ kind, value, onChange, label }: MainMediaInputProps) {
  const [error, setError] = useState<string | null>(null);
  const Icon = kind === "image" ? IconPhoto : IconMovie;
  return (
    <FileInput
      label={label ?? (kind === "image" ? "Main image" : "Main video")}
      placeholder={kind === "image" ? "Choose an image (max 5MB)" : "Choose a video (max 50MB)"}
      accept={kind === "image" ? "image/png,image/jpeg,image/webp,image/gif" : "video/mp4,video/webm,video/quicktime"}
      leftSection={<Icon size={16} aria-hidden />}
      clearable
      value={value}
      error={error}
      onChange={(file) => {
        const tooLarge = file ? mainMediaSizeError(kind, file) : null;
        setError(tooLarge);
        onChange(tooLarge ? null : file);
      }}
    />
  );
}
