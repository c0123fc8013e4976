/// <reference lib="dom" />
/**
 * The gym's public page's only script (decision 0194), a few KB, loaded with `defer`: the page is
 * complete without it. It counts views as the React page did (decision 0143: half of a card seen,
 * sent in batches a moment later, once per page load), sends a Like and shows the new count, and
 * shares a post (the phone's share sheet, else the WhatsApp link the server already wrote). The
 * server decides what counts (its window, bots); a failed call is ignored, because a visitor must
 * never see an error for a counter. Built by apps/api/build.mjs, served by ../script.ts.
 */

// The labels file only (no zod): the whole contracts package would be most of this script's weight.
import { compactCount } from "../../../../../../../packages/contracts/src/areas/public-page/labels.ts";

/** A post counts as seen once half of its card has been on screen (decision 0143). */
const VISIBLE_RATIO = 0.5;
/** Seen posts are sent together, a moment after the last one appeared. */
const FLUSH_AFTER_MS = 1500;

const main = document.querySelector<HTMLElement>("main[data-schema]");
if (main) start(main);

/** What the counting calls answer (decision 0143); only a like's count is shown. */
interface Answer {
  like_count?: unknown;
}

type Post = (path: string, body?: unknown, keepalive?: boolean) => Promise<Answer | null>;

function start(root: HTMLElement): void {
  const base = `/api/public/gyms/${encodeURIComponent(root.dataset.schema ?? "")}/posts/`;
  const batchMax = Number(root.dataset.viewBatchMax) || 1;
  // keepalive only for the batch sent while the page goes away, the one call that must outlive it. The
  // answer is always read: Chromium leaves a request whose body nobody reads unfinished for its tools.
  const post = (path: string, body?: unknown, keepalive = false): Promise<Answer | null> =>
    fetch(base + path, {
      method: "POST",
      keepalive,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? null : JSON.stringify(body),
    }).then((res) => res.json().then((answer: Answer) => (res.ok ? answer : null)));

  countViews(root, batchMax, (ids, leaving) => post("views/", { post_ids: ids }, leaving));

  root.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const like = target?.closest<HTMLButtonElement>("button[data-like]");
    if (like) return void onLike(like, post);
    const share = target?.closest<HTMLAnchorElement>("a[data-share]");
    if (share) onShare(share, event, post);
  });
}

function countViews(
  root: HTMLElement,
  batchMax: number,
  send: (ids: number[], leaving: boolean) => Promise<unknown>,
): void {
  if (typeof IntersectionObserver === "undefined") return;
  const pending = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = (leaving = false) => {
    timer = null;
    const batch = [...pending].slice(0, batchMax);
    for (const id of batch) pending.delete(id);
    if (batch.length) send(batch, leaving).catch(() => {});
    if (pending.size && !leaving) timer = setTimeout(flush, FLUSH_AFTER_MS);
  };
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const id = Number((entry.target as HTMLElement).dataset.postId);
        if (!entry.isIntersecting || !id) continue;
        pending.add(id);
        observer.unobserve(entry.target);
      }
      if (pending.size && !timer) timer = setTimeout(flush, FLUSH_AFTER_MS);
    },
    { threshold: VISIBLE_RATIO },
  );
  for (const card of root.querySelectorAll<HTMLElement>("article[data-post-id]")) observer.observe(card);
  // Leaving the page before the batch went: send it now (keepalive lets it outlive the page).
  addEventListener("pagehide", () => {
    if (timer) clearTimeout(timer);
    while (pending.size) flush(true);
  });
}

function onLike(button: HTMLButtonElement, post: Post): void {
  if (button.getAttribute("aria-pressed") === "true") return;
  button.setAttribute("aria-pressed", "true");
  post(`${button.dataset.like}/like/`)
    .then((answer) => {
      if (typeof answer?.like_count !== "number") return;
      const count = button.querySelector("[data-count]");
      const text = compactCount(answer.like_count);
      if (count) count.textContent = text;
      button.setAttribute("aria-label", `${text} likes: like ${button.dataset.title ?? ""}`);
    })
    .catch(() => {});
}

function onShare(link: HTMLAnchorElement, event: Event, post: Post): void {
  post(`${link.dataset.share}/share/`).catch(() => {});
  const url = `${location.origin}${location.pathname}#post-${link.dataset.share}`;
  if (typeof navigator.share !== "function") {
    // The server's WhatsApp link names the page only when it knew its own address: name it from here.
    link.href = `https://wa.me/?text=${encodeURIComponent(`${link.dataset.title ?? ""}\n${url}`)}`;
    return;
  }
  event.preventDefault();
  navigator.share({ title: link.dataset.title ?? "", url }).catch(() => {});
}
