import sharp from "sharp";

/** A form field: text, or a file with its name and claimed type. */
export type Part = string | { data: Buffer; filename: string; type?: string };

/** A small real picture. */
export function png(color = { r: 40, g: 120, b: 200 }, width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export const file = (data: Buffer, filename = "photo.png", type = "image/png"): Part => ({ data, filename, type });

/** A multipart body as a browser sends it; `app.inject` serialises FormData itself. */
export function form(parts: Record<string, Part>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === "string") body.append(name, value);
    else
      body.append(
        name,
        new Blob([new Uint8Array(value.data)], { type: value.type ?? "application/octet-stream" }),
        value.filename,
      );
  }
  return body;
}
