/** Saves a base64 PDF from the API as a file download (the invoice and dues-slip answers). */
export function pdfBlob(base64: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: "application/pdf" });
}

export function savePdf(base64: string, filename: string): void {
  const url = URL.createObjectURL(pdfBlob(base64));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
