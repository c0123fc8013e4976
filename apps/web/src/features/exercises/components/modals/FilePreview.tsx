import { Image } from "@mantine/core";
import { useEffect, useState } from "react";

/** A thumbnail of a chosen file; the object URL is released when the preview goes away. */
export function FilePreview({ file, size = 64 }: { file: File; size?: number }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return <Image src={url} alt="" w={size} h={size} fit="cover" radius="sm" />;
}
