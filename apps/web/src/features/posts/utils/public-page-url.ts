/** The gym's public page (decision 0140), as a full address for a QR code or a WhatsApp message. */
export function publicPageUrl(origin: string, schemaName: string): string {
  return `${origin.replace(/\/+$/, "")}/g/${encodeURIComponent(schemaName)}`;
}

/** A WhatsApp share link with the post's title and the page's address (wa.me works on phones and desktop). */
export function whatsappShareUrl(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`;
}
