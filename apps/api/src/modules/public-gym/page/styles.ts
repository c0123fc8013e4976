import { trusted } from "../../../lib/html.ts";

/**
 * The page's one inline style sheet (the CSP allows inline styles, not inline scripts). Mobile first:
 * one column, products two across from 700 px. The dashboard's colours (Mantine's teal.9 header, gray.0
 * page), every text pair at least 4.5:1, a visible focus ring, tap targets of 44 px.
 */
export const PAGE_STYLES = trusted(`
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f8f9fa;color:#212529;font:16px/1.55 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
a{color:#0b5ea8}
:focus-visible{outline:3px solid #1864ab;outline-offset:2px}
.wrap{max-width:720px;margin:0 auto;padding:0 16px}
header.top{background:#087f5b;color:#fff;padding:24px 0}
header.top h1{margin:0;font-size:26px;line-height:1.25}
header.top p{margin:4px 0 0}
header.top :focus-visible{outline-color:#fff}
main.wrap{padding-top:24px;padding-bottom:48px}
section{margin:0 0 40px}
h2{font-size:22px;line-height:1.3;margin:0 0 12px}
.stack>*+*{margin-top:16px}
.card{background:#fff;border:1px solid #dee2e6;border-radius:8px;overflow:hidden}
.card img.banner{display:block;width:100%;height:auto;background:#e9ecef}
.body{padding:16px}
.body>*{margin:0}
.body>*+*{margin-top:6px}
h3{font-size:18px;line-height:1.35;overflow-wrap:anywhere}
.sub{font-weight:500}
.small{font-size:14px}
.badges{display:flex;flex-wrap:wrap;gap:6px;padding:0;list-style:none}
.badge{display:inline-flex;align-items:center;gap:6px;border-radius:4px;padding:0 8px;font-size:12px;font-weight:700;line-height:22px;text-transform:uppercase;letter-spacing:.02em}
.b-pinned{background:#862e9c;color:#fff}
.b-featured{background:#ffd43b;color:#212529}
.b-type{background:#fff;color:#212529;border:1px solid #ced4da}
.dot{width:8px;height:8px;border-radius:50%;background:#868e96}
.b-offer{background:#c92a2a;color:#fff}
.b-out{background:#2e2e2e;color:#fff}
.b-low{background:#ffe8cc;color:#a34700}
.facts{font-size:14px}
.facts div{margin:2px 0}
.facts dt{display:inline;font-weight:600}
.facts dd{display:inline;margin:0}
.cta{display:inline-flex;align-items:center;min-height:44px;font-weight:600;color:inherit;text-decoration:underline}
.actions{display:flex;flex-wrap:wrap;gap:8px;margin-top:10px!important}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:6px;min-height:44px;min-width:44px;padding:0 16px;border:1px solid #ced4da;border-radius:6px;background:#fff;color:#212529;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.btn svg{width:18px;height:18px;flex:none}
.btn[aria-pressed=true]{background:#a61e4d;border-color:#a61e4d;color:#fff}
.btn.primary{background:#087f5b;border-color:#087f5b;color:#fff}
.btn.wide{display:flex;width:100%}
.more{margin-top:16px}
.chips{display:flex;flex-wrap:wrap;gap:8px;padding:0;margin:0 0 16px;list-style:none}
.chips a{display:inline-flex;align-items:center;min-height:44px;padding:0 16px;border:1px solid #495057;border-radius:22px;color:#212529;text-decoration:none;background:#fff}
.chips a[aria-current=page]{background:#212529;color:#fff}
.grid{display:grid;grid-template-columns:1fr;gap:12px}
.product{padding:12px;display:flex;flex-direction:column}
.product .row{display:flex;gap:12px;align-items:flex-start}
.product .thumb{flex:none;width:112px;height:112px;border-radius:4px;object-fit:cover;background:#e9ecef}
.product .facts2{min-width:0;flex:1}
.product .facts2>*{margin:0}
.product .facts2>*+*{margin-top:4px}
.name{font-weight:700;line-height:1.3;overflow-wrap:anywhere}
.muted{color:#495057}
.clamp{display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.price{font-weight:700;font-size:16px}
.price s{font-weight:400;font-size:14px;color:#495057;margin-left:8px}
.stars{color:#b35c00;letter-spacing:1px}
.product .btn{margin-top:auto}
.product .row{margin-bottom:12px}
/* The sections below the posts are laid out when they come near the screen: less work before the page is usable. */
#shop,#feedback{content-visibility:auto;contain-intrinsic-size:auto 1200px}
@media (min-width:700px){.grid{grid-template-columns:1fr 1fr}header.top h1{font-size:32px}}
`);
