import { type SafeHtml, trusted } from "../../../lib/html.ts";

/** qrcode loads with the first page that draws one, not at start (test/platform/lazy-modules.test.ts). */
let qrcode: Promise<typeof import("qrcode")> | null = null;

/** A QR code as inline SVG (no request of its own on a slow connection). */
export async function qrSvg(text: string): Promise<SafeHtml> {
  qrcode ??= import("qrcode")
    .then((m) => m.default)
    .catch((error: unknown) => {
      qrcode = null;
      throw error;
    });
  const svg = await (await qrcode).toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  // The library's own markup for our own text: no value from the database reaches it unescaped.
  return trusted(svg.replace("<svg ", '<svg aria-hidden="true" focusable="false" '));
}
