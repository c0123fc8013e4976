/** Line-art motifs for the demo shop's pictures (SVG in a 960×640 box), drawn in white over a gradient. */
export type ProductMotif = "tub" | "bottle" | "gloves" | "band" | "belt" | "rope" | "tshirt" | "shorts" | "hoodie";

const stroke = (paths: string) =>
  `<g fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" opacity="0.9">${paths}</g>`;

export const PRODUCT_MOTIFS: Record<ProductMotif, string> = {
  tub: stroke(`<rect x="370" y="180" width="220" height="240" rx="26"/><rect x="352" y="130" width="256" height="56" rx="14"/>
    <path d="M405 270 H555 M405 310 H520 M405 350 H540"/>`),
  bottle: stroke(`<path d="M415 170 H545 L528 420 H432 Z"/><rect x="425" y="118" width="110" height="52" rx="12"/>
    <path d="M470 118 V88 H500"/><path d="M430 260 H530 M435 300 H525"/>`),
  gloves: stroke(`<path d="M392 420 L360 330 Q350 300 380 296 L410 330 V200 Q410 176 432 176 Q454 176 454 200 V300
    M454 190 Q454 164 478 164 Q502 164 502 190 V300 M502 200 Q502 178 524 178 Q546 178 546 200 V310
    M546 226 Q546 206 566 206 Q586 206 586 226 V350 Q586 420 520 420 Z"/><path d="M400 380 H580"/>`),
  band: stroke(`<ellipse cx="480" cy="280" rx="190" ry="90"/><ellipse cx="480" cy="280" rx="150" ry="60"/>
    <path d="M300 250 L270 240 M660 250 L690 240"/>`),
  belt: stroke(`<path d="M240 250 Q480 190 720 250 V340 Q480 280 240 340 Z"/><rect x="430" y="220" width="100" height="110" rx="12"/>
    <path d="M480 240 V310"/>`),
  rope: stroke(`<path d="M330 160 V230 M630 160 V230"/><rect x="315" y="110" width="30" height="60" rx="10"/>
    <rect x="615" y="110" width="30" height="60" rx="10"/><path d="M330 230 Q330 470 480 470 Q630 470 630 230"/>`),
  tshirt:
    stroke(`<path d="M395 130 L320 170 L280 260 L350 290 L372 240 V450 H588 V240 L610 290 L680 260 L640 170 L565 130
    Q480 190 395 130 Z"/>`),
  shorts: stroke(`<path d="M350 150 H610 L650 430 H520 L480 260 L440 430 H310 Z"/><path d="M350 190 H610"/>`),
  hoodie:
    stroke(`<path d="M400 150 Q480 90 560 150 L650 190 L690 330 L630 350 L612 290 V460 H348 V290 L330 350 L270 330 L310 190 Z"/>
    <path d="M420 160 Q480 230 540 160 M480 200 V260 M420 380 H540"/>`),
};
