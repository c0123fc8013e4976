import { GYM_PAGE_NOT_FOUND, PUBLIC_GYM_PAGE_MAX_AGE, SHOP_EMPTY_PUBLIC } from "@gym/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_PER_MINUTE } from "../../src/modules/public-gym/routes.ts";
import { call } from "../support/calls.ts";
import { createGym, createTestContext, type TestContext, type TestGym } from "../support/context.ts";
import { insertMembers } from "../support/members.ts";
import { file, png } from "../support/multipart.ts";
import { makePost, makePostCategory, PHONE_UA, setPostColumns } from "../support/posts.ts";
import { categoryPath, makeCategory, makeProduct } from "../support/shop.ts";

/**
 * GET /g/{schema_name}: the gym's public page as HTML from the server (decision 0194). The same rows
 * as the public JSON routes (decisions 0144, 0156), nothing private, hostile texts escaped.
 */
let ctx: TestContext;
let gym: TestGym;
let supplements: number;
let livePost: number;
const HOSTILE_TITLE = `<img src=x onerror=alert(1)> "><script>alert(2)</script>`;
const HOSTILE_PRODUCT = `"><script>alert(3)</script><img src=x onerror=alert(4)>`;
const inHours = (h: number) => new Date(ctx.clock.now().getTime() + h * 3_600_000).toISOString();

beforeAll(async () => {
  ctx = await createTestContext();
  gym = await createGym(ctx, "html_pub");
  const challenges = await makePostCategory(ctx, gym, { name: "Challenges", post_type: "challenge" });
  livePost = (
    await makePost(ctx, gym, {
      title: "Plank challenge",
      category: String(challenges.id),
      subtitle: "Thirty days",
      short_description: "Hold it longer every day",
      start_date: "2030-12-01T06:00",
      end_date: "2030-12-30T21:00",
      registration_deadline: "2030-11-30T23:59",
      entry_fee: "499",
      max_participants: "40",
      prize_details: "A month free",
      promo_code: "PLANK10",
      call_to_action_text: "Join now",
      call_to_action_url: "https://example.com/join",
      tags: "core, strength",
      is_pinned: "true",
      main_image: file(await png(), "plank.png"),
    })
  ).id;
  await makePost(ctx, gym, { title: "Featured yoga", is_featured: "true" });
  await makePost(ctx, gym, { title: HOSTILE_TITLE, short_description: `'"><svg onload=alert(5)>` });
  await makePost(ctx, gym, { title: "Draft post", status: "draft" });
  await makePost(ctx, gym, { title: "Unpublished post", publish_at: inHours(3) });
  await makePost(ctx, gym, { title: "Inactive post", is_active: "false" });
  const expired = await makePost(ctx, gym, { title: "Expired post" });
  await setPostColumns(ctx, gym, expired.id, "publish_at = $2, expire_at = $3", inHours(-5), inHours(-1));

  supplements = (await makeCategory(ctx, gym, { name: "Supplements" })).id;
  const apparel = (await makeCategory(ctx, gym, { name: "Apparel" })).id;
  const hidden = (await makeCategory(ctx, gym, { name: "Staff only" })).id;
  await makeProduct(ctx, gym, supplements, {
    name: "Whey",
    price: "2000",
    original_price: "2500",
    stock_quantity: "9",
    sku: "SECRET-SKU-1",
    whatsapp_number: "9822012345",
    main_image: file(await png(), "w.png"),
  });
  await makeProduct(ctx, gym, apparel, { name: "Tee", stock_quantity: "4", is_featured: "true" });
  await makeProduct(ctx, gym, apparel, {
    name: HOSTILE_PRODUCT,
    stock_quantity: "4",
    short_description: "<b>bold</b>",
  });
  await makeProduct(ctx, gym, apparel, { name: "Old tee", stock_quantity: "4", is_active: "false" });
  await makeProduct(ctx, gym, hidden, { name: "Staff shaker", stock_quantity: "4" });
  await call(ctx, gym, "PATCH", categoryPath(hidden, "update"), { is_active: false });
  await insertMembers(ctx, gym, [
    { first_name: "Privatefirst", last_name: "Privatelast", email: "private.member@example.com", phone: "9000012345" },
  ]);
});
afterAll(() => ctx.close());

const visit = (path: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "GET", url: path, headers: { "user-agent": PHONE_UA, accept: "text/html", ...headers } });

describe("GET /g/{schema_name}", () => {
  it("answers HTML without a token, cacheable for the public page's minute, with and without the trailing slash", async () => {
    for (const path of [`/g/${gym.schema}`, `/g/${gym.schema}/`]) {
      const res = await visit(path);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe(`public, max-age=${PUBLIC_GYM_PAGE_MAX_AGE}`);
      expect(res.body).toMatch(/^<!doctype html>/);
      expect(res.body).toContain(`<title>Test Gym ${gym.schema}</title>`);
      expect(res.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(res.body).toContain(`<meta property="og:title" content="Test Gym ${gym.schema}">`);
      expect(res.body).toContain('<meta name="description" content="');
    }
  });

  it("lists live posts and active products only: no drafts, unpublished, expired or inactive ones, nothing private", async () => {
    const { body } = await visit(`/g/${gym.schema}`);
    for (const shown of ["Plank challenge", "Featured yoga", "Whey", "Tee"]) expect(body).toContain(shown);
    for (const hidden of [
      "Draft post",
      "Unpublished post",
      "Inactive post",
      "Expired post",
      "Old tee",
      "Staff shaker",
      "Staff only",
      "SECRET-SKU-1",
      "Privatefirst",
      "Privatelast",
      "private.member@example.com",
      "9000012345",
    ]) {
      expect(body, hidden).not.toContain(hidden);
    }
  });

  it("shows what the post card showed: badges, dates in the gym's zone, fee, spots, prizes, code, link, tags, like and share", async () => {
    const { body } = await visit(`/g/${gym.schema}`);
    const card = body.slice(
      body.indexOf(`id="post-${livePost}"`),
      body.indexOf("</article>", body.indexOf(`id="post-${livePost}"`)),
    );
    expect(card).toContain('<li class="badge b-pinned">Pinned</li>');
    expect(card).toContain("Challenge</li>");
    expect(card).toContain('<p class="sub">Thirty days</p>');
    expect(card).toMatch(/<dt>Starts:<\/dt> <dd>1 Dec 2030, 6:00\s?am<\/dd>/i);
    expect(card).toMatch(/<dt>Register by:<\/dt> <dd>30 Nov 2030, 11:59\s?pm<\/dd>/i);
    expect(card).toContain("<dt>Entry fee:</dt> <dd>₹499</dd>");
    expect(card).toContain("<dt>Spots:</dt> <dd>40</dd>");
    expect(card).toContain("<dt>Prizes:</dt> <dd>A month free</dd>");
    expect(card).toContain("<dt>Promo code:</dt> <dd>PLANK10</dd>");
    expect(card).toContain('href="https://example.com/join" target="_blank" rel="noopener noreferrer">Join now</a>');
    expect(card).toContain("#core #strength");
    expect(card).toMatch(/<button type="button" class="btn" data-like="\d+"[^>]*aria-pressed="false"/);
    expect(card).toContain('aria-label="Share Plank challenge"');
    // The first post's picture is the largest paint: fetched at once, with its size reserved.
    expect(card).toMatch(
      /<img class="banner" src="\/media\/[^"]+" alt="" width="960" height="640" decoding="async" fetchpriority="high">/,
    );
    expect(body).toMatch(/<meta property="og:image" content="http:\/\/localhost(:\d+)?\/media\//);
  });

  it("shows each product's price, original struck through, badges and its Order on WhatsApp link with the message", async () => {
    const { body } = await visit(`/g/${gym.schema}`);
    expect(body).toContain('<s aria-label="Original price ₹2,500">₹2,500</s>');
    expect(body).toContain('<li class="badge b-offer">20% OFF</li>');
    expect(body).toContain('<li class="badge b-featured">Featured</li>');
    const order = body.match(/href="(https:\/\/wa\.me\/919822012345\?text=[^"]+)"/)?.[1];
    expect(order).toBeDefined();
    expect(decodeURIComponent(new URL((order ?? "").replaceAll("&amp;", "&")).searchParams.get("text") ?? "")).toBe(
      `Hi Test Gym ${gym.schema}, I would like to order Whey (₹2,000). Is it available for pick-up at the gym?`,
    );
    // The visible label starts the accessible name (WCAG 2.5.3): "Order on WhatsApp: Whey".
    expect(body).toContain('aria-label="Order on WhatsApp: Whey"');
  });

  it("escapes hostile texts of a post and a product: no injected tag or attribute", async () => {
    const { body } = await visit(`/g/${gym.schema}`);
    expect(body).not.toContain("<img src=x");
    expect(body).not.toContain("<script>alert");
    expect(body).not.toContain("<svg onload");
    expect(body).not.toContain("<b>bold</b>");
    expect(body).toContain("&lt;img src=x onerror=alert(1)&gt; &quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(body).toContain("&#39;&quot;&gt;&lt;svg onload=alert(5)&gt;");
    expect(body).toContain(
      `aria-label="&quot;&gt;&lt;script&gt;alert(3)&lt;/script&gt;&lt;img src=x onerror=alert(4)&gt;"`,
    );
    expect(body).toContain("&lt;b&gt;bold&lt;/b&gt;");
    // The only script is the page's own file.
    expect(body.match(/<script\b[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script src="\/g\/-\/public-page\.[0-9a-f]{12}\.js" defer>$/),
    ]);
  });

  it("writes category chips and paging as plain links, and follows them", async () => {
    const page1 = (await visit(`/g/${gym.schema}`)).body;
    expect(page1).toContain(`<a href="?category=${supplements}#shop">Supplements</a>`);
    expect(page1).toContain('<a href="?#shop" aria-current="page">All</a>');
    const filtered = (await visit(`/g/${gym.schema}?category=${supplements}`)).body;
    expect(filtered).toContain(`<a href="?category=${supplements}#shop" aria-current="page">Supplements</a>`);
    expect(filtered).toContain("Whey");
    expect(filtered).not.toContain('aria-label="Order on WhatsApp: Tee"');

    // More products than a page: a link to the next, which keeps the category.
    for (let i = 0; i < 12; i++) await makeProduct(ctx, gym, supplements, { name: `Bar ${i}`, stock_quantity: "3" });
    const more = (await visit(`/g/${gym.schema}?category=${supplements}`)).body;
    expect(more).toContain(
      `<a class="btn wide more" href="?category=${supplements}&amp;page=2#shop">Show more products</a>`,
    );
    const second = (await visit(`/g/${gym.schema}?category=${supplements}&page=2`)).body;
    expect((second.match(/data-testid="public-product"/g) ?? []).length).toBe(1);
    expect(second).not.toContain("Show more products");

    // Posts: 12 a page, then ?posts_page=2#posts.
    for (let i = 0; i < 12; i++) await makePost(ctx, gym, { title: `Notice ${i}` });
    const posts = (await visit(`/g/${gym.schema}`)).body;
    expect(posts).toContain('<a class="btn wide more" href="?posts_page=2#posts">Show more posts</a>');
    const posts2 = (await visit(`/g/${gym.schema}?posts_page=2`)).body;
    expect((posts2.match(/data-post-id="/g) ?? []).length).toBe(3);
    expect(posts2).not.toContain("Show more posts");
  });

  it("links to the feedback form on its own page", async () => {
    const { body } = await visit(`/g/${gym.schema}`);
    expect(body).toContain(`<a class="btn primary" href="/g/${gym.schema}/feedback">Give feedback</a>`);
  });

  it.each([
    ["an unknown gym", "html_nobody_here"],
    ["a malformed name", "x'%3B DROP SCHEMA public%3B --"],
    ["the platform schema", "platform"],
  ])("answers %s with one small 404 page", async (_label, schema) => {
    const res = await visit(`/g/${schema}`);
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain(`<h1>${GYM_PAGE_NOT_FOUND}</h1>`);
  });

  it("serves its script from the same origin, cached for good", async () => {
    const { body } = await visit(`/g/${gym.schema}`);
    const src = body.match(/<script src="([^"]+)" defer>/)?.[1] ?? "";
    const res = await visit(src);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.body).toContain("IntersectionObserver");
    expect(res.body.length).toBeLessThan(4096);
  });

  it("ignores a token (the page is the same for everyone) and refuses a flood from one address with the public routes' 429", async () => {
    const withToken = await visit(`/g/${gym.schema}`, gym.auth);
    expect(withToken.statusCode).toBe(200);
    const from = (remoteAddress: string) =>
      ctx.app.inject({ method: "GET", url: `/g/${gym.schema}`, headers: { accept: "text/html" }, remoteAddress });
    const statuses: number[] = [];
    for (let i = 0; i < PUBLIC_PAGE_PER_MINUTE; i++) statuses.push((await from("203.0.113.9")).statusCode);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect((await from("203.0.113.9")).statusCode).toBe(429);
    expect((await from("203.0.113.10")).statusCode).toBe(200);
  });

  it("shows the shop's empty text for a gym without products", async () => {
    const empty = await createGym(ctx, "html_empty");
    const { body } = await visit(`/g/${empty.schema}`);
    expect(body).toContain(SHOP_EMPTY_PUBLIC);
    expect(body).toContain("No posts right now.");
    expect(body).not.toContain("og:image");
  });
});
