import {
  compactCount,
  feeText,
  PUBLIC_POSTS_PAGE_SIZE,
  type PublicPost,
  type PublicPostsResponse,
  priceText,
  whatsappShareUrl,
} from "@gym/contracts";
import { hexColour, html, httpUrl, localUrl, type SafeHtml } from "../../../lib/html.ts";
import { HEART, WHATSAPP } from "./icons.ts";
import { type PageQuery, pageLink } from "./links.ts";

export interface PostsView {
  posts: Omit<PublicPostsResponse, "success">;
  query: PageQuery;
  /** The gym's time zone: dates are its wall clock (decisions 0009, 0142). */
  timeZone: string;
  /** The page's absolute address when the request names a trusted one (decision 0080), else null. */
  pageUrl: string | null;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** "1 Dec 2026, 6:30 pm": en-IN, the gym's clock, as the dashboard shows post dates. */
function dateTime(instant: string | null, timeZone: string): string | null {
  if (!instant) return null;
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-IN", {
      timeZone,
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
    });
    dateFormats.set(timeZone, format);
  }
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : format.format(date);
}

function fact(label: string, value: string | null): SafeHtml | null {
  return value ? html`<div><dt>${label}:</dt> <dd>${value}</dd></div>` : null;
}

function postCard(post: PublicPost, first: boolean, view: PostsView): SafeHtml {
  const id = `post-${post.id}`;
  const picture = localUrl(post.banner_image ?? post.main_image);
  const background = hexColour(post.background_color);
  const text = hexColour(post.text_color);
  const style = [background && `background:${background}`, text && `color:${text}`].filter(Boolean).join(";");
  const cta = httpUrl(post.call_to_action_url);
  const likes = compactCount(post.like_count);
  const from = [post.advertiser_name, post.advertiser_contact].filter(Boolean).join(", ");
  const facts = [
    fact("Starts", dateTime(post.start_date, view.timeZone)),
    fact("Ends", dateTime(post.end_date, view.timeZone)),
    fact("Register by", dateTime(post.registration_deadline, view.timeZone)),
    fact("Entry fee", feeText(post.entry_fee, priceText)),
    fact("Spots", post.max_participants === null ? null : String(post.max_participants)),
    fact("Prizes", post.prize_details || null),
    fact("Offer", post.discount_percentage === null ? null : `${post.discount_percentage}% off`),
    fact("Promo code", post.promo_code || null),
    fact("From", from || null),
  ].filter((f) => f !== null);
  const shareHref = whatsappShareUrl(post.title, view.pageUrl ? `${view.pageUrl}#${id}` : "");

  return html`<article class="card" id="${id}" data-post-id="${post.id}" aria-labelledby="${id}-title"${style ? html` style="${style}"` : null}>
${
  picture
    ? html`<img class="banner" src="${picture}" alt="" width="960" height="${post.banner_image ? 320 : 640}" decoding="async" ${first ? html`fetchpriority="high"` : html`loading="lazy"`}>`
    : null
}<div class="body">
${
  post.is_pinned || post.is_featured || post.category_type_label
    ? html`<ul class="badges">${post.is_pinned ? html`<li class="badge b-pinned">Pinned</li>` : null}${
        post.is_featured ? html`<li class="badge b-featured">Featured</li>` : null
      }${
        post.category_type_label
          ? html`<li class="badge b-type"><span class="dot"${
              hexColour(post.category_color) ? html` style="background:${hexColour(post.category_color)}"` : null
            }></span>${post.category_type_label}</li>`
          : null
      }</ul>`
    : null
}
<h3 id="${id}-title">${post.title}</h3>
${post.subtitle ? html`<p class="sub">${post.subtitle}</p>` : null}
${post.short_description || post.description ? html`<p class="small">${post.short_description || post.description}</p>` : null}
${facts.length ? html`<dl class="facts">${facts}</dl>` : null}
${
  cta
    ? html`<p><a class="cta" href="${cta}" target="_blank" rel="noopener noreferrer">${post.call_to_action_text || "Find out more"}</a></p>`
    : post.call_to_action_text
      ? html`<p><strong>${post.call_to_action_text}</strong></p>`
      : null
}
${post.tags_list.length ? html`<p class="small">${post.tags_list.map((t) => `#${t}`).join(" ")}</p>` : null}
<div class="actions"><button type="button" class="btn" data-like="${post.id}" data-title="${post.title}" aria-pressed="false" aria-label="${likes} likes: like ${post.title}">${HEART}<span data-count>${likes}</span></button><a class="btn" data-share="${post.id}" data-title="${post.title}" href="${shareHref}" target="_blank" rel="noopener noreferrer" aria-label="Share ${post.title}">${WHATSAPP}Share</a></div>
</div></article>`;
}

/** The posts section (decision 0144): the page of live posts the JSON answers, pinned and featured first. */
export function postsSection(view: PostsView): SafeHtml {
  const { posts, count, page } = view.posts;
  const more = page * PUBLIC_POSTS_PAGE_SIZE < count;
  return html`<section id="posts" aria-labelledby="posts-title"><h2 id="posts-title">Challenges, events and offers</h2>
${
  posts.length
    ? html`<div class="stack">${posts.map((p, i) => postCard(p, i === 0, view))}</div>`
    : html`<p class="muted">No posts right now. Check back soon for challenges, events and offers.</p>`
}
${more ? html`<a class="btn wide more" href="${pageLink(view.query, { posts_page: page + 1 }, "posts")}">Show more posts</a>` : null}
${page > 1 ? html`<a class="btn wide more" href="${pageLink(view.query, { posts_page: 1 }, "posts")}">Back to the first posts</a>` : null}
</section>`;
}
