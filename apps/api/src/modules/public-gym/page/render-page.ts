import { GYM_PAGE_NOT_FOUND, PUBLIC_VIEW_BATCH_MAX } from "@gym/contracts";
import { html, type SafeHtml } from "../../../lib/html.ts";
import { type PostsView, postsSection } from "./render-posts.ts";
import { type ShopView, shopSection } from "./render-shop.ts";
import { PAGE_STYLES } from "./styles.ts";

export interface GymPageView extends PostsView, ShopView {
  schema: string;
  /** Where the page's script is served (page/script.ts); none, and the page still works. */
  scriptPath: string | null;
  /** An absolute address of the first post's picture for link previews, when the page knows its origin. */
  previewImage: string | null;
}

function document(head: SafeHtml, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${head}
<style>${PAGE_STYLES}</style>
</head><body>${body}</body></html>`.value;
}

/** What a WhatsApp or search preview says about the page. */
function description(gymName: string): string {
  return `${gymName}: challenges, events and offers, and the shop. Order on WhatsApp.`;
}

/** The gym's public page (decision 0194): header, posts, shop, and a link to the feedback form. */
export function gymPage(view: GymPageView): string {
  const about = description(view.gymName);
  const feedbackHref = `/g/${encodeURIComponent(view.schema)}/feedback`;
  const head = html`<title>${view.gymName}</title>
<meta name="description" content="${about}">
<meta property="og:type" content="website">
<meta property="og:title" content="${view.gymName}">
<meta property="og:description" content="${about}">
${view.pageUrl ? html`<meta property="og:url" content="${view.pageUrl}">` : null}
${view.previewImage ? html`<meta property="og:image" content="${view.previewImage}">` : null}
${view.scriptPath ? html`<script src="${view.scriptPath}" defer></script>` : null}`;
  const body = html`<header class="top"><div class="wrap"><h1>${view.gymName}</h1><p>Posts, challenges and the shop</p></div></header>
<main class="wrap" data-schema="${view.schema}" data-view-batch-max="${PUBLIC_VIEW_BATCH_MAX}">
${postsSection(view)}
${shopSection(view)}
<section id="feedback" aria-labelledby="feedback-title"><h2 id="feedback-title">Member feedback</h2>
<p>Members can tell the gym what works and what does not, with a photo if it helps, and read the gym's reply.</p>
<a class="btn primary" href="${feedbackHref}">Give feedback</a>
</section>
</main>`;
  return document(head, body);
}

/** The one honest 404 (decision 0140) as a small page: unknown, malformed or suspended gyms alike. */
export function gymPageNotFound(): string {
  const head = html`<title>${GYM_PAGE_NOT_FOUND}</title><meta name="robots" content="noindex">`;
  const body = html`<header class="top"><div class="wrap"><h1>${GYM_PAGE_NOT_FOUND}</h1></div></header>
<main class="wrap"><p>Check the link or the QR code you were given.</p></main>`;
  return document(head, body);
}
