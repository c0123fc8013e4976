import { rename } from "node:fs/promises";
import type { Metadata, Sharp } from "sharp";
import { badRequest, payloadTooLarge } from "../lib/http-errors.ts";
import { loadSharp } from "./load-sharp.ts";
import { newTempPath, removeTempFiles } from "./temp-files.ts";
import type { UploadedFile } from "./uploaded-file.ts";

/** Lossy re-encoding quality: a phone's photo (saved at 90-95) loses nothing visible and rarely grows. */
const QUALITY = 85;

/**
 * Stores what was checked (decision 0212): the image is decoded in full and written anew, in its own
 * format, to `destination`, so nothing the decoder did not read survives: no bytes after the image's
 * end (a PNG or JPEG followed by HTML), no metadata (EXIF with GPS, comments, ICC profiles; colours are
 * converted to sRGB), and EXIF orientation applied to the pixels. Animated GIFs and WebPs keep their
 * frames, delays and loop count; palette PNGs stay palette PNGs. The stored file is held to the route's
 * own size limit and text, as the upload was. `tmpDir` is the temporary folder the new file is written
 * in before it is moved into place.
 */
export async function storeReencodedImage(
  file: UploadedFile,
  mime: string,
  destination: string,
  tmpDir: string,
): Promise<void> {
  const sharp = await loadSharp();
  const out = newTempPath(tmpDir);
  try {
    let size: number;
    try {
      const image = sharp(file.path, { failOn: "truncated", animated: true, autoOrient: true });
      size = (await encoder(image, mime, await image.metadata()).toFile(out)).size;
    } catch {
      throw badRequest(`${file.fieldname}: the image is damaged or incomplete`);
    }
    if (size > file.limit.maxBytes) throw payloadTooLarge(file.limit.tooLarge(size));
    await rename(out, destination);
  } finally {
    await removeTempFiles([out]);
  }
}

function encoder(image: Sharp, mime: string, metadata: Metadata): Sharp {
  switch (mime) {
    case "image/jpeg":
      return image.jpeg({ quality: QUALITY });
    case "image/png":
      return image.png({ palette: metadata.isPalette });
    case "image/gif":
      return image.gif();
    case "image/webp":
      return image.webp({ quality: QUALITY });
    default:
      throw new Error(`no encoder for ${mime}`);
  }
}
