/** The page's own state in its address: which page of posts, which shop category and page (all plain links). */
export interface PageQuery {
  posts_page: number;
  category?: number | undefined;
  page: number;
}

/** A link to the same page with some of its state changed, to a section (`?posts_page=2#posts`); defaults are left out. */
export function pageLink(query: PageQuery, change: Partial<PageQuery>, anchor: string): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.posts_page > 1) params.set("posts_page", String(next.posts_page));
  if (next.category !== undefined) params.set("category", String(next.category));
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return `${search ? `?${search}` : "?"}#${anchor}`;
}
