import { type SafeHtml, trusted } from "../../../lib/html.ts";

/** qrcode loads with the first page that draws one, not at start (test/platform/lazy-modules.test.ts). */
let qrcode: Promise<typeof import("qrcode")> | null = null;

/**
 * Drawn codes by their text (a UPI link for an exact amount and reference, a door card's code): the same
 * page opened again draws nothing (decision 0351). At most QR_CACHE_SIZE, the oldest dropped first; a new
 * amount or card is a new text, so nothing is ever stale.
 */
export const QR_CACHE_SIZE = 500;
const drawn = new Map<string, SafeHtml>();

/** A QR code as inline SVG (no request of its own on a slow connection). */
export async function qrSvg(text: string): Promise<SafeHtml> {
  const known = drawn.get(text);
  if (known) return known;
  qrcode ??= import("qrcode")
    .then((m) => m.default)
    .catch((error: unknown) => {
      qrcode = null;
      throw error;
    });
  const svg = await (await qrcode).toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  // The library's own markup for our own text: no value from the database reaches it unescaped.
  const html = trusted(svg.replace("<svg ", '<svg aria-hidden="true" focusable="false" '));
  if (drawn.size >= QR_CACHE_SIZE) drawn.delete(drawn.keys().next().value!);
  drawn.set(text, html);
  return html;
}
