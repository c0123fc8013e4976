import { z } from "../../messages.ts";
import { publicPostsQuery } from "../posts/public.ts";
import { publicProductsQuery } from "../shop/public.ts";

/**
 * GET /g/{schema_name} (the server-rendered page, decision 0194): the page of posts and the shop's
 * category and page, as its plain links write them (`?posts_page=2#posts`, `?category=3&page=2#shop`),
 * read with the JSON routes' own rules.
 */
export const publicGymHtmlQuery = z.object({
  posts_page: publicPostsQuery.shape.page,
  category: publicProductsQuery.shape.category,
  page: publicProductsQuery.shape.page,
});
