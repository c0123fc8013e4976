import { Image } from "@mantine/core";
import { useObjectUrl } from "./use-object-url.ts";

interface FilePreviewProps {
  file: File;
  /** Empty when a visible file name beside the thumbnail already says what it is. */
  alt?: string;
  size?: number;
}

/** A thumbnail of a file picked in the browser (not yet uploaded); the object URL is released when it goes away. */
export function FilePreview({ file, alt = "", size = 96 }: FilePreviewProps) {
  const url = useObjectUrl(file);
  if (!url) return null;
  return <Image src={url} alt={alt} w={size} h={size} fit="cover" radius="sm" />;
}
