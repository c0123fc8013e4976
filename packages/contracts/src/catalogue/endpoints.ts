import type { Area, Endpoint } from "./types.ts";

/**
 * Every method + path the two spec documents name (part 1 §7, part 2 §7, tables and prose), written
 * exactly as the spec writes them, plus the paths we designed where part 2 says "not shown"
 * (docs/decisions/0005-designed-paths.md). A method + path named in both documents appears once,
 * with the earlier source. The counts are pinned in packages/contracts/test/catalogue.test.ts.
 */
export const endpoints: Endpoint[] = [
  // auth: sign-in, the only public endpoint (part 1 §7)
  { method: "POST", path: "/api/android/auth/login/", area: "auth", source: 1, public: true },
  // auth: the dashboard's token check while its loading screen shows (part 1 §2; designed)
  { method: "GET", path: "/api/auth/session/", area: "auth", source: "designed" },
  // auth: sign-out that ends the token's session on the server (issue 7 §7; designed, decision 0088)
  { method: "POST", path: "/api/android/auth/logout/", area: "auth", source: "designed" },

  // dashboard: home figures aggregated in SQL (part 1 §2 "Dashboard home"; designed, decision 0006)
  { method: "GET", path: "/api/dashboard/home/", area: "dashboard", source: "designed" },

  // members: list (with and without /api), register, suspend/activate, bulk upload (part 1 §7; part 2 repeats list and suspend)
  { method: "GET", path: "/members/members/", area: "members", source: 1 },
  { method: "GET", path: "/api/members/members/", area: "members", source: 1 },
  { method: "POST", path: "/api/android/member/register/", area: "members", source: 1, multipart: true },
  { method: "POST", path: "/api/members/members/{id}/suspend/", area: "members", source: 1 },
  { method: "POST", path: "/api/members/members/{id}/activate/", area: "members", source: 1 },
  { method: "GET", path: "/api/members/members/export/", area: "members", source: "designed" },
  // members: the profile, its edit (multipart, the registration's rules), archive-or-delete and restore
  // (issue 23 §5; designed, decisions 0260, 0261)
  { method: "GET", path: "/api/members/members/{id}/", area: "members", source: "designed" },
  { method: "PATCH", path: "/api/members/members/{id}/update/", area: "members", source: "designed", multipart: true },
  { method: "DELETE", path: "/api/members/members/{id}/delete/", area: "members", source: "designed" },
  { method: "POST", path: "/api/members/members/{id}/restore/", area: "members", source: "designed" },
  // members: data rights under the DPDP Act: consent, the member's data export, erasure (issue 27 §6; designed,
  // decisions 0300-0303)
  { method: "GET", path: "/api/members/members/{id}/data-rights/", area: "members", source: "designed" },
  { method: "POST", path: "/api/members/members/{id}/consent/", area: "members", source: "designed" },
  // the withdrawal of consent (decision 0305) and the export as a zip with the invoice PDFs and photos (decision 0309)
  { method: "POST", path: "/api/members/members/{id}/consent/withdraw/", area: "members", source: "designed" },
  { method: "GET", path: "/api/members/members/{id}/data-export/", area: "members", source: "designed" },
  { method: "GET", path: "/api/members/members/{id}/data-export/zip/", area: "members", source: "designed" },
  { method: "POST", path: "/api/members/members/{id}/erase/", area: "members", source: "designed" },
  {
    method: "POST",
    path: "/api/members/bulk-upload/",
    area: "members",
    source: 1,
    multipart: true,
    tokenIn: "header",
  },

  // gym-images: gallery list, add, update (optional new image), delete (part 1 §7)
  { method: "GET", path: "/api/android/gyms/images/", area: "gym-images", source: 1 },
  { method: "POST", path: "/api/android/gyms/images/add/", area: "gym-images", source: 1, multipart: true },
  { method: "PATCH", path: "/api/android/gyms/images/{id}/update/", area: "gym-images", source: 1, multipart: true },
  { method: "DELETE", path: "/api/android/gyms/images/{id}/delete/", area: "gym-images", source: 1 },

  // exercises: library categories, muscle groups, exercises and their media (part 1 §7; the /android/ aliases the assignment screen reads, part 2 §7 prose)
  { method: "GET", path: "/api/android/exercise/categories/", area: "exercises", source: 1 },
  { method: "GET", path: "/api/android/exercise/muscle-groups/", area: "exercises", source: 1 },
  { method: "GET", path: "/api/android/exercise/menu/", area: "exercises", source: 1 },
  { method: "POST", path: "/api/android/exercise/categories/create/", area: "exercises", source: 1, multipart: true },
  {
    method: "PATCH",
    path: "/api/android/exercise/categories/{id}/update/",
    area: "exercises",
    source: 1,
    multipart: true,
  },
  {
    method: "POST",
    path: "/api/android/exercise/muscle-groups/create/",
    area: "exercises",
    source: 1,
    multipart: true,
  },
  { method: "POST", path: "/api/android/exercise/create/", area: "exercises", source: 1, multipart: true },
  { method: "PATCH", path: "/api/android/exercise/{id}/update/", area: "exercises", source: 1, multipart: true },
  { method: "PATCH", path: "/api/android/exercise/{id}/edit/", area: "exercises", source: 1, multipart: true },
  { method: "PATCH", path: "/api/android/exercise/{id}/add-images/", area: "exercises", source: 1, multipart: true },
  { method: "POST", path: "/api/android/exercise/upload-image/", area: "exercises", source: 1, multipart: true },
  { method: "DELETE", path: "/api/android/exercise/{id}/delete-image/", area: "exercises", source: 1 },
  { method: "PATCH", path: "/api/exercise/{id}/images/{imageId}/update/", area: "exercises", source: 1 },
  { method: "GET", path: "/android/exercise/categories/", area: "exercises", source: 2 },
  { method: "GET", path: "/android/exercise/menu/", area: "exercises", source: 2 },
  // exercises: the detail page's lookup by id, exercise_id code or name slug (part 1 §2; designed, decision 0043)
  { method: "GET", path: "/api/android/exercise/{id}/", area: "exercises", source: "designed" },

  // diet: food menu, food items, diet categories (part 2 §7)
  { method: "GET", path: "/api/android/diet/categories/", area: "diet", source: 2 },
  { method: "GET", path: "/api/android/diet/menu/", area: "diet", source: 2 },
  { method: "GET", path: "/api/android/diet/food/{id}/", area: "diet", source: 2 },
  { method: "POST", path: "/api/android/diet/food/create/", area: "diet", source: 2 },
  { method: "PATCH", path: "/api/android/diet/food/{id}/update/", area: "diet", source: 2 },
  { method: "DELETE", path: "/api/android/diet/food/{id}/delete/", area: "diet", source: 2 },
  { method: "POST", path: "/api/android/diet/categories/create/", area: "diet", source: 2 },

  // feedback: admin list, categories, details, respond, follow-up (part 2 §7)
  { method: "GET", path: "/api/android/feedback/admin/list/", area: "feedback", source: 2 },
  { method: "GET", path: "/api/android/feedback/categories/", area: "feedback", source: 2 },
  { method: "GET", path: "/api/android/feedback/details/{id}/", area: "feedback", source: 2 },
  { method: "PATCH", path: "/api/android/feedback/admin/respond/{id}/", area: "feedback", source: 2 },
  { method: "POST", path: "/api/android/feedback/respond/{id}/", area: "feedback", source: 2 },
  // feedback: the public form on the gym's page, a member's own threads and follow-ups, no token (issue 13; designed, decisions 0112, 0113)
  {
    method: "GET",
    path: "/api/public/gyms/{schema_name}/feedback/categories/",
    area: "feedback",
    source: "designed",
    public: true,
  },
  {
    method: "POST",
    path: "/api/public/gyms/{schema_name}/feedback/",
    area: "feedback",
    source: "designed",
    public: true,
    multipart: true,
  },
  {
    method: "POST",
    path: "/api/public/gyms/{schema_name}/feedback/mine/",
    area: "feedback",
    source: "designed",
    public: true,
  },
  {
    method: "POST",
    path: "/api/public/gyms/{schema_name}/feedback/{id}/follow-up/",
    area: "feedback",
    source: "designed",
    public: true,
  },

  // shop: product categories, products, WhatsApp message (part 2 §7; category create is JSON or multipart with an image)
  { method: "GET", path: "/api/gym-products/categories/", area: "shop", source: 2 },
  { method: "POST", path: "/api/gym-products/categories/create/", area: "shop", source: 2, multipart: true },
  { method: "PATCH", path: "/api/gym-products/categories/{id}/update/", area: "shop", source: 2, multipart: true },
  { method: "DELETE", path: "/api/gym-products/categories/{id}/delete/", area: "shop", source: 2 },
  { method: "GET", path: "/api/gym-products/products/", area: "shop", source: 2 },
  { method: "GET", path: "/api/gym-products/products/{id}/", area: "shop", source: 2 },
  { method: "POST", path: "/api/gym-products/products/create/", area: "shop", source: 2, multipart: true },
  { method: "PATCH", path: "/api/gym-products/products/{id}/update/", area: "shop", source: 2, multipart: true },
  { method: "DELETE", path: "/api/gym-products/products/{id}/delete/", area: "shop", source: 2 },
  { method: "POST", path: "/api/gym-products/whatsapp/generate-message/", area: "shop", source: 2 },
  // shop: the public shop on the gym's page, no token (issue 12; designed, decision 0156)
  { method: "GET", path: "/api/public/gyms/{schema_name}/products/", area: "shop", source: "designed", public: true },

  // posts: post categories, posts, statistics (part 2 §7)
  { method: "GET", path: "/api/gym-posts/categories/", area: "posts", source: 2 },
  { method: "POST", path: "/api/gym-posts/categories/create/", area: "posts", source: 2 },
  { method: "PATCH", path: "/api/gym-posts/categories/{id}/update/", area: "posts", source: 2 },
  { method: "DELETE", path: "/api/gym-posts/categories/{id}/delete/", area: "posts", source: 2 },
  { method: "GET", path: "/api/gym-posts/posts/", area: "posts", source: 2 },
  { method: "GET", path: "/api/gym-posts/posts/{id}/", area: "posts", source: 2 },
  { method: "POST", path: "/api/gym-posts/posts/create/", area: "posts", source: 2, multipart: true },
  { method: "PATCH", path: "/api/gym-posts/posts/{id}/update/", area: "posts", source: 2, multipart: true },
  { method: "DELETE", path: "/api/gym-posts/posts/{id}/delete/", area: "posts", source: 2 },
  { method: "GET", path: "/api/gym-posts/statistics/", area: "posts", source: 2 },
  // posts: the public gym page, no token (issue 12; designed, decision 0140)
  { method: "GET", path: "/api/public/gyms/{schema_name}/", area: "posts", source: "designed", public: true },
  // posts: the public page's posts and its view, like and share counters (issue 12; designed, decisions 0143, 0144)
  { method: "GET", path: "/api/public/gyms/{schema_name}/posts/", area: "posts", source: "designed", public: true },
  {
    method: "POST",
    path: "/api/public/gyms/{schema_name}/posts/views/",
    area: "posts",
    source: "designed",
    public: true,
  },
  {
    method: "POST",
    path: "/api/public/gyms/{schema_name}/posts/{id}/like/",
    area: "posts",
    source: "designed",
    public: true,
  },
  {
    method: "POST",
    path: "/api/public/gyms/{schema_name}/posts/{id}/share/",
    area: "posts",
    source: "designed",
    public: true,
  },

  // expenses: dashboard report summaries (part 1 §7 prose), categories, transactions, recurring, summaries (part 2 §7)
  { method: "GET", path: "/api/expenses/reports/expense-summary/", area: "expenses", source: 1 },
  { method: "GET", path: "/api/expenses/reports/member-payment-summary/", area: "expenses", source: 1 },
  { method: "GET", path: "/api/expenses/reports/gst-pack/", area: "expenses", source: "designed" },
  { method: "GET", path: "/api/expenses/transactions/export/", area: "expenses", source: "designed" },
  { method: "GET", path: "/api/expenses/categories/", area: "expenses", source: 2 },
  { method: "POST", path: "/api/expenses/categories/create/", area: "expenses", source: 2 },
  { method: "PUT", path: "/api/expenses/categories/{id}/update/", area: "expenses", source: 2 },
  { method: "DELETE", path: "/api/expenses/categories/{id}/delete/", area: "expenses", source: 2 },
  { method: "GET", path: "/api/expenses/transactions/", area: "expenses", source: 2 },
  { method: "POST", path: "/api/expenses/transactions/create/", area: "expenses", source: 2 },
  { method: "PUT", path: "/api/expenses/transactions/{id}/update/", area: "expenses", source: 2 },
  { method: "DELETE", path: "/api/expenses/transactions/{id}/delete/", area: "expenses", source: 2 },
  { method: "GET", path: "/api/expenses/recurring/", area: "expenses", source: 2 },
  { method: "POST", path: "/api/expenses/recurring/create/", area: "expenses", source: 2 },
  { method: "PUT", path: "/api/expenses/recurring/{id}/update/", area: "expenses", source: 2 },
  { method: "DELETE", path: "/api/expenses/recurring/{id}/delete/", area: "expenses", source: 2 },
  { method: "GET", path: "/api/expenses/summary", area: "expenses", source: 2 },
  { method: "GET", path: "/api/expenses/member-payment-summary", area: "expenses", source: 2 },

  // member-payments: payments, smart tracking, timeline, invoices, gym-members list (part 2 §7)
  { method: "GET", path: "/api/expenses/member-payments/", area: "member-payments", source: 2 },
  { method: "GET", path: "/api/expenses/member-payments/export/", area: "member-payments", source: "designed" },
  { method: "POST", path: "/api/expenses/member-payments/create/", area: "member-payments", source: 2 },
  { method: "PUT", path: "/api/expenses/member-payments/{id}/update/", area: "member-payments", source: 2 },
  { method: "GET", path: "/api/expenses/member-payments/by-month/", area: "member-payments", source: 2 },
  { method: "POST", path: "/api/expenses/member-payments/auto-generate/", area: "member-payments", source: 2 },
  { method: "POST", path: "/api/expenses/member-payments/bulk-mark-paid/", area: "member-payments", source: 2 },
  { method: "POST", path: "/api/expenses/member-payments/{id}/mark-paid/", area: "member-payments", source: 2 },
  { method: "POST", path: "/api/expenses/member-payments/create-by-member/", area: "member-payments", source: 2 },
  { method: "GET", path: "/api/expenses/member-payments/timeline/", area: "member-payments", source: 2 },
  { method: "GET", path: "/api/expenses/invoices/", area: "member-payments", source: 2 },
  { method: "GET", path: "/api/expenses/invoices/export/", area: "member-payments", source: "designed" },
  { method: "GET", path: "/api/expenses/invoices/{id}/download/", area: "member-payments", source: 2 },
  { method: "GET", path: "/api/gym-members/", area: "member-payments", source: 2 },
  // member-payments: the dues slip with the UPI QR (issue 10 ★3; designed, decision 0185)
  { method: "GET", path: "/api/expenses/member-payments/{id}/dues-slip/", area: "member-payments", source: "designed" },
  // member-payments: gym payment settings and WhatsApp reminders (issue 10 ★2-★4; designed, decisions 0187, 0189)
  { method: "GET", path: "/api/expenses/payment-settings/", area: "member-payments", source: "designed" },
  { method: "PUT", path: "/api/expenses/payment-settings/update/", area: "member-payments", source: "designed" },
  { method: "POST", path: "/api/expenses/member-payments/reminders/", area: "member-payments", source: "designed" },
  // member-payments: the renewals worklist, the reminder sequence's steps, today's list and exclusions (issue 26
  // §3, §4; designed, decisions 0346-0348)
  { method: "GET", path: "/api/expenses/member-payments/renewals/", area: "member-payments", source: "designed" },
  {
    method: "GET",
    path: "/api/expenses/member-payments/reminder-sequence/",
    area: "member-payments",
    source: "designed",
  },
  {
    method: "PUT",
    path: "/api/expenses/member-payments/reminder-sequence/update/",
    area: "member-payments",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/expenses/member-payments/reminders-today/",
    area: "member-payments",
    source: "designed",
  },
  {
    method: "POST",
    path: "/api/expenses/member-payments/reminders-today/{id}/sent/",
    area: "member-payments",
    source: "designed",
  },
  {
    method: "GET",
    path: "/api/expenses/member-payments/reminder-exclusions/",
    area: "member-payments",
    source: "designed",
  },
  {
    method: "POST",
    path: "/api/expenses/member-payments/reminder-exclusions/",
    area: "member-payments",
    source: "designed",
  },
  {
    method: "DELETE",
    path: "/api/expenses/member-payments/reminder-exclusions/{id}/",
    area: "member-payments",
    source: "designed",
  },
  // member-payments: a discount on an open bill (issue 23 §4; designed, decision 0291)
  { method: "POST", path: "/api/expenses/member-payments/{id}/discount/", area: "member-payments", source: "designed" },
  // ... and its removal, on an open bill (designed, decision 0293)
  {
    method: "DELETE",
    path: "/api/expenses/member-payments/{id}/discount/",
    area: "member-payments",
    source: "designed",
  },
  // member-payments: what the manual screen's N terms cost (designed, decision 0241)
  { method: "GET", path: "/api/expenses/member-payments/manual-quote/", area: "member-payments", source: "designed" },

  // trainers: designed CRUD in the expenses style; create/update take an optional profile_image (decision 0005)
  { method: "GET", path: "/api/trainers/", area: "trainers", source: "designed" },
  { method: "POST", path: "/api/trainers/create/", area: "trainers", source: "designed", multipart: true },
  { method: "PUT", path: "/api/trainers/{id}/update/", area: "trainers", source: "designed", multipart: true },
  { method: "PATCH", path: "/api/trainers/{id}/update/", area: "trainers", source: "designed" },
  { method: "DELETE", path: "/api/trainers/{id}/delete/", area: "trainers", source: "designed" },
  { method: "GET", path: "/api/trainers/rates/", area: "trainers", source: "designed" },
  { method: "POST", path: "/api/trainers/rates/create/", area: "trainers", source: "designed" },
  { method: "PUT", path: "/api/trainers/rates/{id}/update/", area: "trainers", source: "designed" },
  { method: "PATCH", path: "/api/trainers/rates/{id}/update/", area: "trainers", source: "designed" },
  { method: "DELETE", path: "/api/trainers/rates/{id}/delete/", area: "trainers", source: "designed" },

  // bookings: the legacy member-trainer list/create (part 2 §7 prose) and designed CRUD (decision 0005)
  { method: "GET", path: "/trainer/member-trainer/", area: "bookings", source: 2 },
  { method: "POST", path: "/trainer/member-trainer/", area: "bookings", source: 2 },
  { method: "GET", path: "/api/trainers/bookings/", area: "bookings", source: "designed" },
  { method: "POST", path: "/api/trainers/bookings/create/", area: "bookings", source: "designed" },
  { method: "PUT", path: "/api/trainers/bookings/{id}/update/", area: "bookings", source: "designed" },
  { method: "PATCH", path: "/api/trainers/bookings/{id}/update/", area: "bookings", source: "designed" },
  { method: "DELETE", path: "/api/trainers/bookings/{id}/delete/", area: "bookings", source: "designed" },

  // assignments: designed exercise-assignment CRUD (decision 0005)
  { method: "GET", path: "/api/exercise-assignments/", area: "assignments", source: "designed" },
  { method: "POST", path: "/api/exercise-assignments/create/", area: "assignments", source: "designed" },
  { method: "PUT", path: "/api/exercise-assignments/{id}/update/", area: "assignments", source: "designed" },
  { method: "PATCH", path: "/api/exercise-assignments/{id}/update/", area: "assignments", source: "designed" },
  { method: "DELETE", path: "/api/exercise-assignments/{id}/delete/", area: "assignments", source: "designed" },

  // attendance: the front desk's check-in and door check, member cards, visits, reports and settings
  // (issue 24; designed, decisions 0250-0256)
  { method: "GET", path: "/api/attendance/members/", area: "attendance", source: "designed" },
  { method: "POST", path: "/api/attendance/check-in/", area: "attendance", source: "designed" },
  { method: "GET", path: "/api/attendance/today/", area: "attendance", source: "designed" },
  { method: "GET", path: "/api/attendance/check-ins/", area: "attendance", source: "designed" },
  { method: "GET", path: "/api/attendance/check-ins/export/", area: "attendance", source: "designed" },
  { method: "GET", path: "/api/attendance/reports/visits/", area: "attendance", source: "designed" },
  { method: "GET", path: "/api/attendance/reports/heat-map/", area: "attendance", source: "designed" },
  { method: "GET", path: "/api/attendance/reports/not-attending/", area: "attendance", source: "designed" },
  { method: "GET", path: "/api/attendance/reports/not-paying/", area: "attendance", source: "designed" },
  { method: "GET", path: "/api/attendance/summary/", area: "attendance", source: "designed" },
  { method: "GET", path: "/api/attendance/settings/", area: "attendance", source: "designed" },
  { method: "PUT", path: "/api/attendance/settings/update/", area: "attendance", source: "designed" },
  { method: "GET", path: "/api/members/members/{id}/card/", area: "attendance", source: "designed" },
  { method: "POST", path: "/api/members/members/{id}/card/reissue/", area: "attendance", source: "designed" },
  // attendance: freezing a membership, ending it early, its history (issue 24 §4; designed, decision 0258)
  { method: "POST", path: "/api/members/members/{id}/freeze/", area: "attendance", source: "designed" },
  { method: "POST", path: "/api/members/members/{id}/unfreeze/", area: "attendance", source: "designed" },
  { method: "GET", path: "/api/members/members/{id}/freezes/", area: "attendance", source: "designed" },

  // backups: the owner's view of the nightly backup and its download (issue 27 §3; designed, decision 0273)
  { method: "GET", path: "/api/settings/backup/", area: "backups", source: "designed" },
  { method: "GET", path: "/api/settings/backup/download/", area: "backups", source: "designed" },

  // plans: the plan catalogue a member is billed from (issue 23 §4; designed, decision 0290)
  { method: "GET", path: "/api/members/plans/", area: "plans", source: "designed" },
  { method: "POST", path: "/api/members/plans/", area: "plans", source: "designed" },
  { method: "GET", path: "/api/members/plans/{id}/", area: "plans", source: "designed" },
  { method: "PATCH", path: "/api/members/plans/{id}/", area: "plans", source: "designed" },
  { method: "POST", path: "/api/members/plans/{id}/archive/", area: "plans", source: "designed" },
  { method: "POST", path: "/api/members/plans/{id}/restore/", area: "plans", source: "designed" },

  // audit: the trail of every signed-in write, filtered and paged, and its CSV (issue 25 §5; designed, decision 0333)
  { method: "GET", path: "/api/audit/entries/", area: "audit", source: "designed" },
  { method: "GET", path: "/api/audit/entries/export/", area: "audit", source: "designed" },
  // member-page: each member's private link, read, made or rotated, and revoked by staff (issue 26 §1;
  // designed, decision 0341). The page it opens, /m/{schema_name}/{token}, answers HTML like /g/ (0342).
  { method: "GET", path: "/api/members/members/{id}/member-link/", area: "member-page", source: "designed" },
  { method: "POST", path: "/api/members/members/{id}/member-link/", area: "member-page", source: "designed" },
  { method: "DELETE", path: "/api/members/members/{id}/member-link/", area: "member-page", source: "designed" },
];

/** The catalogue entries of one area, in catalogue order. */
export function endpointsByArea(area: Area): Endpoint[] {
  return endpoints.filter((e) => e.area === area);
}
