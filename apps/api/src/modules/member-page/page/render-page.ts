import {
  INVOICE_NOT_FOUND,
  MEMBER_LINK_INVALID,
  MEMBER_LINK_INVALID_HINT,
  MEMBER_LINK_TOO_MANY,
  rupeesText,
  toPaise,
} from "@gym/contracts";
import { html, localUrl, type SafeHtml } from "../../../lib/html.ts";
import { feedbackSection, freezeSection } from "./render-forms.ts";
import { assignmentsSection, bookingsSection, menuSection, paymentsSection, visitsSection } from "./render-lists.ts";
import type { MemberPageData } from "./service.ts";
import { MEMBER_PAGE_STYLES } from "./styles.ts";

/** "₹1,575.00": the dashboard's two decimals (contracts' Indian grouping). */
export function money(paise: number): string {
  const text = rupeesText(paise);
  return text.includes(".") ? text : `${text}.00`;
}

function document(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<style>${MEMBER_PAGE_STYLES}</style>
</head><body>${body}</body></html>`.value;
}

export interface PageView extends MemberPageData {
  gymName: string;
  /** `/m/<schema>/<token>`: the invoices' links hang off it. */
  basePath: string;
  upiQr: SafeHtml | null;
  cardQr: SafeHtml | null;
  /** A form's one-line result (decision 0343). */
  notice: PageNotice | null;
}

/** A success (after the 303's `?done=`) or a refusal (the refused post's own answer). */
export interface PageNotice {
  kind: "done" | "refused";
  text: string;
}

function noticeLine(notice: PageNotice | null): SafeHtml | null {
  if (!notice) return null;
  return notice.kind === "done"
    ? html`<p class="notice ok" role="status" data-testid="page-notice">${notice.text}</p>`
    : html`<p class="notice bad" role="alert" data-testid="page-notice">${notice.text}</p>`;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}

function header(view: PageView): SafeHtml {
  const m = view.member;
  const photo = localUrl(m.profile_photo_url);
  return html`<header class="top"><div class="wrap">
${photo ? html`<img class="avatar" src="${photo}" alt="" width="64" height="64">` : html`<span class="avatar initials" aria-hidden="true">${initials(m.full_name)}</span>`}
<div><h1>${m.full_name}</h1><p>${view.gymName} · ${m.member_id}</p></div>
</div></header>`;
}

function membership(view: PageView): SafeHtml {
  const m = view.member;
  return html`<section aria-labelledby="plan-title"><h2 id="plan-title">Membership</h2><div class="card">
<p><span class="status ${m.display_status}">${m.display_status}</span></p>
<p class="big">${m.days_left_text}</p>
<p class="muted">${m.plan_name ?? "Membership"}${m.plan_amount ? html` · ${money(toPaise(m.plan_amount))}` : null} · renews on ${m.renewal_date}${m.frozen_until ? html` · frozen until ${m.frozen_until}` : null}</p>
</div></section>`;
}

function dues(view: PageView): SafeHtml {
  const d = view.dues;
  if (d.total === 0)
    return html`<section aria-labelledby="dues-title"><h2 id="dues-title">Dues</h2><div class="card"><p>Nothing to pay. Thank you!</p></div></section>`;
  return html`<section aria-labelledby="dues-title"><h2 id="dues-title">Dues</h2><div class="card">
<p class="big" data-testid="dues-total">${money(d.total)}</p>
${d.late_fee > 0 ? html`<p class="muted">Includes a late fee of ${money(d.late_fee)}.</p>` : null}
<ul class="rows">${d.months.map((m) => html`<li><span class="grow">${m.month_name} · due ${m.due_date}</span><span>${money(m.remaining)}</span></li>`)}</ul>
${
  d.upi_link
    ? html`<p><a class="btn" href="${d.upi_link}" data-testid="upi-link">Pay ${money(d.total)} by UPI</a></p>
<p class="muted">Reference: ${d.reference}</p>
${view.upiQr ? html`<div class="qr" role="img" aria-label="UPI QR code for ${money(d.total)}">${view.upiQr}</div>` : null}`
    : html`<p class="muted">Pay at the front desk (reference ${d.reference}).</p>`
}
</div></section>`;
}

function doorCard(view: PageView): SafeHtml {
  if (!view.card || !view.cardQr) return html``;
  return html`<section aria-labelledby="card-title"><h2 id="card-title">Your door card</h2><div class="card">
<div class="qr" role="img" aria-label="Door card QR code">${view.cardQr}</div>
<p class="code">${view.card}</p>
<p class="muted">Show this at the front desk to check in.</p>
</div></section>`;
}

/** The member's page (decision 0342): every value through the html template. */
export function memberPage(view: PageView): string {
  const body = html`${header(view)}
<main class="wrap">
${noticeLine(view.notice)}
${membership(view)}
${dues(view)}
${paymentsSection(view)}
${visitsSection(view)}
${assignmentsSection(view)}
${bookingsSection(view)}
${freezeSection(view)}
${feedbackSection(view)}
${menuSection(view)}
${doorCard(view)}
</main>
<footer class="wrap">This page is private to you. Do not share the link; ask the front desk for a new one if it was.</footer>`;
  return document(`${view.member.full_name} · ${view.gymName}`, body);
}

/** The one page every bad link gets (malformed, unknown, revoked, another gym's): nothing about why. */
export function invalidLinkPage(): string {
  return document(
    MEMBER_LINK_INVALID,
    html`<header class="top"><div class="wrap"><h1>${MEMBER_LINK_INVALID}</h1></div></header>
<main class="wrap"><p>${MEMBER_LINK_INVALID_HINT}</p></main>`,
  );
}

/** Another member's invoice, or no such invoice, through a good link: a 404 that names nothing else. */
export function invoiceNotFoundPage(backPath: string): string {
  return document(
    INVOICE_NOT_FOUND,
    html`<header class="top"><div class="wrap"><h1>${INVOICE_NOT_FOUND}</h1></div></header>
<main class="wrap"><p><a href="${backPath}">Back to your page</a></p></main>`,
  );
}

export function tooManyTriesPage(): string {
  return document(
    MEMBER_LINK_TOO_MANY,
    html`<header class="top"><div class="wrap"><h1>${MEMBER_LINK_TOO_MANY}</h1></div></header><main class="wrap"></main>`,
  );
}

/** A page of one message: a cross-site form refused, or an id that is not the member's. */
export function messagePage(title: string, text: string): string {
  return document(
    title,
    html`<header class="top"><div class="wrap"><h1>${title}</h1></div></header><main class="wrap"><p>${text}</p></main>`,
  );
}
