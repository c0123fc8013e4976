import { saveFile } from "../../../lib/api-download.ts";

/** Saves a base64 PDF from the API as a file download (the invoice and dues-slip answers). */
export function pdfBlob(base64: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: "application/pdf" });
}

export function savePdf(base64: string, filename: string): void {
  saveFile({ blob: pdfBlob(base64), filename });
}
