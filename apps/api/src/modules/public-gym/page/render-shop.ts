import {
  orderOnWhatsappUrl,
  type PublicProduct,
  type PublicProductsResponse,
  priceText,
  productBadges,
  SHOP_EMPTY_PUBLIC,
} from "@gym/contracts";
import { html, localUrl, type SafeHtml } from "../../../lib/html.ts";
import { WHATSAPP } from "./icons.ts";
import { type PageQuery, pageLink } from "./links.ts";

export interface ShopView {
  shop: Omit<PublicProductsResponse, "success">;
  query: PageQuery;
  gymName: string;
}

/** Five stars, rounded to the nearest whole one (the number beside them says the rest). */
function stars(rating: number): string {
  const full = Math.round(rating);
  return "★".repeat(full) + "☆".repeat(5 - full);
}

function productCard(p: PublicProduct, gymName: string): SafeHtml {
  const picture = localUrl(p.main_image);
  const badges = productBadges(p);
  return html`<article class="card product" aria-label="${p.name}" data-testid="public-product"><div class="row">
${
  picture
    ? html`<img class="thumb" src="${picture}" alt="${p.name}" width="112" height="112" loading="lazy" decoding="async">`
    : html`<div class="thumb" aria-hidden="true"></div>`
}<div class="facts2">
${badges.length ? html`<ul class="badges">${badges.map((b) => html`<li class="badge b-${b.tone}">${b.label}</li>`)}</ul>` : null}
<p class="name">${p.name}</p>
${p.short_description ? html`<p class="small muted clamp">${p.short_description}</p>` : null}
<p class="price">${priceText(p.price)}${
    p.is_on_sale && p.original_price !== null
      ? html`<s aria-label="Original price ${priceText(p.original_price)}">${priceText(p.original_price)}</s>`
      : null
  }</p>
${
  p.average_rating > 0
    ? html`<p class="small" role="img" aria-label="Rated ${p.average_rating} out of 5 from ${p.total_reviews} reviews"><span class="stars" aria-hidden="true">${stars(p.average_rating)}</span> <span class="muted" aria-hidden="true">${p.average_rating.toFixed(1)} (${p.total_reviews})</span></p>`
    : null
}
</div></div>
<a class="btn primary wide" href="${orderOnWhatsappUrl(p, gymName)}" target="_blank" rel="noopener noreferrer" aria-label="Order on WhatsApp: ${p.name}">${WHATSAPP}Order on WhatsApp</a>
</article>`;
}

/** The shop section (decision 0156): category chips and a page of products as links, so it works without a script. */
export function shopSection(view: ShopView): SafeHtml {
  const { products, categories, count, page, page_size } = view.shop;
  const current = view.query.category;
  const chip = (label: string, category: number | undefined) =>
    html`<li><a href="${pageLink(view.query, { category, page: 1 }, "shop")}"${current === category ? html` aria-current="page"` : null}>${label}</a></li>`;
  const more = page * page_size < count;
  return html`<section id="shop" aria-labelledby="shop-title"><h2 id="shop-title">Shop</h2>
${
  categories.length > 1
    ? html`<nav aria-label="Shop categories"><ul class="chips">${chip("All", undefined)}${categories.map((c) => chip(c.name, c.id))}</ul></nav>`
    : null
}
${
  products.length
    ? html`<div class="grid">${products.map((p) => productCard(p, view.gymName))}</div>`
    : html`<p class="muted">${SHOP_EMPTY_PUBLIC}</p>`
}
${more ? html`<a class="btn wide more" href="${pageLink(view.query, { page: page + 1 }, "shop")}">Show more products</a>` : null}
${page > 1 ? html`<a class="btn wide more" href="${pageLink(view.query, { page: 1 }, "shop")}">Back to the first products</a>` : null}
</section>`;
}
