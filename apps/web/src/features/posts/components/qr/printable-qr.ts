const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** An A4-friendly page for the notice board: the gym's name, the QR and the address, printed at once. */
export function printableQrHtml(svg: string, gymName: string, url: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(gymName)} QR</title>
<style>body{font-family:system-ui,sans-serif;text-align:center;padding:48px}svg{width:12cm;height:12cm}
h1{font-size:32px;margin:0 0 8px}p{font-size:20px;margin:8px 0}</style></head>
<body><h1>${escapeHtml(gymName)}</h1><p>Scan for our challenges, events and offers</p>${svg}<p>${escapeHtml(url)}</p>
<script>window.onload=function(){window.print()}</script></body></html>`;
}

export function openPrintableQr(svg: string, gymName: string, url: string): void {
  const blob = new Blob([printableQrHtml(svg, gymName, url)], { type: "text/html" });
  const href = URL.createObjectURL(blob);
  window.open(href, "_blank", "noopener");
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
