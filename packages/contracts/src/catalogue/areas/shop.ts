import type { Endpoint } from "../types.ts";

/**
 * The shop area's catalogue entries.
 * ../endpoints.ts assembles every area's list in catalogue order; ../types.ts says what each field means.
 */
export const shopEndpoints: Endpoint[] = [
  // shop: product categories, products, WhatsApp message (part 2 §7; category create is JSON or multipart with an image)
  { method: "GET", path: "/api/gym-products/categories/", area: "shop", permission: "manage", source: 2 },
  {
    method: "POST",
    path: "/api/gym-products/categories/create/",
    area: "shop",
    permission: "manage",
    source: 2,
    multipart: true,
  },
  {
    method: "PATCH",
    path: "/api/gym-products/categories/{id}/update/",
    area: "shop",
    permission: "manage",
    source: 2,
    multipart: true,
  },
  {
    method: "DELETE",
    path: "/api/gym-products/categories/{id}/delete/",
    area: "shop",
    permission: "manage",
    source: 2,
  },
  { method: "GET", path: "/api/gym-products/products/", area: "shop", permission: "manage", source: 2 },
  { method: "GET", path: "/api/gym-products/products/{id}/", area: "shop", permission: "manage", source: 2 },
  {
    method: "POST",
    path: "/api/gym-products/products/create/",
    area: "shop",
    permission: "manage",
    source: 2,
    multipart: true,
  },
  {
    method: "PATCH",
    path: "/api/gym-products/products/{id}/update/",
    area: "shop",
    permission: "manage",
    source: 2,
    multipart: true,
  },
  { method: "DELETE", path: "/api/gym-products/products/{id}/delete/", area: "shop", permission: "manage", source: 2 },
  {
    method: "POST",
    path: "/api/gym-products/whatsapp/generate-message/",
    area: "shop",
    permission: "manage",
    source: 2,
  },
  // shop: the public shop on the gym's page, no token (issue 12; designed, decision 0156)
  {
    method: "GET",
    path: "/api/public/gyms/{schema_name}/products/",
    area: "shop",
    permission: "public",
    source: "designed",
    public: true,
  },
];
