import { trusted } from "../../../lib/html.ts";

/**
 * The member page's one inline style sheet (decision 0342): mobile first, the public page's colours
 * (teal.9 header, gray.0 page), text pairs at least 4.5:1, a visible focus ring, 44 px tap targets.
 */
export const MEMBER_PAGE_STYLES = trusted(`
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f8f9fa;color:#212529;font:16px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
a{color:#0b5ea8}
:focus-visible{outline:3px solid #1864ab;outline-offset:2px}
.wrap{max-width:640px;margin:0 auto;padding:0 16px}
header.top{background:#087f5b;color:#fff;padding:20px 0}
header.top .wrap{display:flex;gap:14px;align-items:center}
header.top h1{margin:0;font-size:24px;line-height:1.25;overflow-wrap:anywhere}
header.top p{margin:2px 0 0}
.avatar{width:64px;height:64px;border-radius:50%;object-fit:cover;background:#e9ecef;flex:none}
.initials{display:flex;align-items:center;justify-content:center;color:#087f5b;font-weight:700;font-size:24px;background:#fff}
main.wrap{padding-top:20px;padding-bottom:40px}
section{margin:0 0 28px}
h2{font-size:20px;line-height:1.3;margin:0 0 10px}
.card{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:16px}
.card>*{margin:0}.card>*+*{margin-top:8px}
.big{font-size:28px;font-weight:700;line-height:1.2}
.muted{color:#495057}
.status{display:inline-block;border-radius:4px;padding:2px 8px;font-size:14px;font-weight:700;background:#fff;color:#087f5b}
.status.EXPIRED,.status.SUSPENDED{color:#c92a2a}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:10px 18px;border-radius:6px;background:#087f5b;color:#fff;font-weight:600;text-decoration:none}
.qr{width:200px;height:200px;margin:8px auto 0}
.qr svg{width:100%;height:100%}
ul.rows{list-style:none;padding:0;margin:0;background:#fff;border:1px solid #dee2e6;border-radius:8px}
ul.rows li{padding:12px 16px;display:flex;justify-content:space-between;gap:12px;align-items:center;flex-wrap:wrap}
ul.rows li+li{border-top:1px solid #dee2e6}
ul.rows img{width:48px;height:48px;object-fit:cover;border-radius:6px;background:#e9ecef}
.grow{flex:1 1 180px;min-width:0;overflow-wrap:anywhere}
.empty{color:#495057;margin:0}
.code{font:700 20px/1.3 ui-monospace,Menlo,Consolas,monospace;letter-spacing:1px;text-align:center}
footer{color:#495057;font-size:14px;padding-bottom:24px}
button.btn{border:0;font:inherit;font-weight:600;cursor:pointer}
.btn.small{min-height:44px;padding:8px 14px}
form.form{margin-top:12px;display:flex;flex-direction:column;gap:6px}
form.form>*{margin:0}
form.form h3{font-size:18px;margin:0 0 4px}
form.form label{font-weight:600;margin-top:6px}
input,select,textarea{font:inherit;min-height:44px;padding:8px 10px;border:1px solid #868e96;border-radius:6px;background:#fff;color:#212529;width:100%}
form.form .btn{margin-top:10px;align-self:flex-start}
.tag{display:inline-block;border-radius:4px;padding:2px 8px;font-size:14px;font-weight:700;background:#f1f3f5;color:#343a40}
.tag.ok,.tag.confirmed,.tag.completed,.tag.APPROVED{background:#d3f9d8;color:#1b5e20}
.tag.pending,.tag.PENDING{background:#fff3bf;color:#6b3e00}
.tag.cancelled,.tag.DECLINED{background:#ffe3e3;color:#a51111}
.reply{color:#0b5ea8}
.notice{border-radius:8px;padding:12px 16px;margin:0 0 20px;font-weight:600}
.notice.ok{background:#d3f9d8;color:#1b5e20}
.notice.bad{background:#ffe3e3;color:#a51111}
`);
