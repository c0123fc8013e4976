import type { Endpoint } from "../types.ts";

/**
 * The posts area's catalogue entries.
 * ../endpoints.ts assembles every area's list in catalogue order; ../types.ts says what each field means.
 */
export const postsEndpoints: Endpoint[] = [
  // posts: post categories, posts, statistics (part 2 §7)
  { method: "GET", path: "/api/gym-posts/categories/", area: "posts", permission: "manage", source: 2 },
  { method: "POST", path: "/api/gym-posts/categories/create/", area: "posts", permission: "manage", source: 2 },
  { method: "PATCH", path: "/api/gym-posts/categories/{id}/update/", area: "posts", permission: "manage", source: 2 },
  { method: "DELETE", path: "/api/gym-posts/categories/{id}/delete/", area: "posts", permission: "manage", source: 2 },
  { method: "GET", path: "/api/gym-posts/posts/", area: "posts", permission: "manage", source: 2 },
  { method: "GET", path: "/api/gym-posts/posts/{id}/", area: "posts", permission: "manage", source: 2 },
  {
    method: "POST",
    path: "/api/gym-posts/posts/create/",
    area: "posts",
    permission: "manage",
    source: 2,
    multipart: true,
  },
  {
    method: "PATCH",
    path: "/api/gym-posts/posts/{id}/update/",
    area: "posts",
    permission: "manage",
    source: 2,
    multipart: true,
  },
  { method: "DELETE", path: "/api/gym-posts/posts/{id}/delete/", area: "posts", permission: "manage", source: 2 },
  { method: "GET", path: "/api/gym-posts/statistics/", area: "posts", permission: "manage", source: 2 },
  // posts: the public gym page, no token (issue 12; designed, decision 0140)
  {
    method: "GET",
    path: "/api/public/gyms/{schema_name}/",
    area: "posts",
    permission: "public",
    source: "designed",
    public: true,
  },
  // posts: the public page's posts and its view, like and share counters (issue 12; designed, decisions 0143, 0144)
  {
    method: "GET",
    path: "/api/public/gyms/{schema_name}/posts/",
    area: "posts",
    permission: "public",
    source: "designed",
    public: true,
  },
  {
    method: "POST",
    path: "/api/public/gyms/{schema_name}/posts/views/",
    area: "posts",
    permission: "public",
    source: "designed",
    public: true,
  },
  {
    method: "POST",
    path: "/api/public/gyms/{schema_name}/posts/{id}/like/",
    area: "posts",
    permission: "public",
    source: "designed",
    public: true,
  },
  {
    method: "POST",
    path: "/api/public/gyms/{schema_name}/posts/{id}/share/",
    area: "posts",
    permission: "public",
    source: "designed",
    public: true,
  },
];
