/** The gym's public page (decision 0140), as a full address for a QR code or a WhatsApp message. */
export function publicPageUrl(origin: string, schemaName: string): string {
  return `${origin.replace(/\/+$/, "")}/g/${encodeURIComponent(schemaName)}`;
}
