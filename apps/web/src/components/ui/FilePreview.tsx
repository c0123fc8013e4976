import { Image } from "@mantine/core";
import { useObjectUrl } from "../hooks/use-object-url.ts";

/** A thumbnail of a file picked in the browser (not yet uploaded). */
export function FilePreview({ file, alt, size = 96 }: { file: File; alt: string; size?: number }) {
  const url = useObjectUrl(file);
  if (!url) return null;
  return <Image src={url} alt={alt} w={size} h={size} fit="cover" radius="sm" />;
}
