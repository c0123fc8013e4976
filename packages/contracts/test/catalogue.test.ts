import { describe, expect, it } from "vitest";
import { endpoints, endpointsByArea } from "../src/catalogue/endpoints.ts";
import { builtEndpoints, endpointName, NOT_BUILT } from "../src/catalogue/not-built.ts";
import { PERMISSIONS, type Role, roleMay } from "../src/catalogue/permissions.ts";
import { AREAS, endpointKey, toRoutePath } from "../src/catalogue/types.ts";

// Counted by hand from the spec: part 1 §7 names 26 method+path pairs (24 table rows, two of them
// "X and Y" rows, plus the two /api/expenses/reports/* paths in prose); part 2 §7 adds 62 that part 1
// does not name (its GET /api/members/members/ and POST .../suspend/ are part 1's); the rest are designed:
// 20 for trainers, rates, bookings and assignments (decision 0005), plus the session check, the
// dashboard home figures (decision 0006), the exercise detail lookup (decision 0043), the public gym
// page (decision 0140), the dues slip (decision 0185), sign-out (decision 0088), the payment settings'
// GET and PUT (decision 0187), the WhatsApp reminders (decision 0189), the public shop (decision 0156)
// the public page's posts and counters (decisions 0143, 0144: 4) and the public feedback form, its
// categories, a member's threads and follow-ups (decisions 0112, 0113: 4), and the front desk's
// check-in, cards, visits, reports, summary and settings (decisions 0250-0256: 14), freezing a
// membership, ending a freeze and its history (decision 0258: 3), the GST pack (decision 0276), the
// list exports of members, member payments, invoices and transactions (0277: 4), the member profile's
// read, edit, archive-or-delete and restore (decisions 0260, 0261: 4), the last nightly backup's
// status and download (decision 0273: 2), a member's data rights, consent, data export and erasure
// (decisions 0300-0303: 4), and the plan catalogue's list, create, read, edit, archive and restore
// (decision 0290: 6), the audit trail's list and CSV (decision 0333: 2), a discount's removal and the
// manual form's quote (decisions 0293, 0241: 2), a member's private link, read, made or rotated, and
// revoked (decision 0341: 3), the renewals worklist, the reminder sequence's steps (GET, PUT), today's
// reminders and their "sent", and the exclusions' list, add and remove (decisions 0346-0348: 8), and the
// staff accounts, one's own password and door devices (decisions 0320-0323: 10), and the gym's privacy notice,
// its edit and a past version (decision 0350: 3), a receipt's void and its credit note (decision 0334: 2), the
// daily cash close's day, close, PDF and month (decisions 0326-0329: 4), and the freeze requests' list, approve
// and decline and the member page's settings, read and edit (decisions 0344-0345: 5), and the member page's
// form posts under the member's private link (decisions 0343, 0352: 4).
const DESIGNED = 122;
const TOTAL = 26 + 62 + DESIGNED;

describe("endpoint catalogue", () => {
  it(`has exactly ${TOTAL} entries: 26 from part 1, 62 from part 2, ${DESIGNED} designed`, () => {
    expect(endpoints).toHaveLength(TOTAL);
    expect(endpoints.filter((e) => e.source === 1)).toHaveLength(26);
    expect(endpoints.filter((e) => e.source === 2)).toHaveLength(62);
    expect(endpoints.filter((e) => e.source === "designed")).toHaveLength(DESIGNED);
  });

  it("has no duplicate method + path (as written, or as a Fastify route)", () => {
    const written = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(written).size).toBe(written.length);
    const routes = endpoints.map(endpointKey);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("has paths that start with / and contain no spaces", () => {
    for (const e of endpoints) {
      expect(e.path, e.path).toMatch(/^\/\S*$/);
    }
  });

  it("converts every {param} with toRoutePath", () => {
    for (const e of endpoints) {
      const route = toRoutePath(e.path);
      expect(route, e.path).not.toMatch(/[{}]/);
      const params = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => `:${m[1]}`);
      for (const p of params) expect(route, e.path).toContain(p);
    }
    expect(toRoutePath("/api/exercise/{id}/images/{imageId}/update/")).toBe(
      "/api/exercise/:id/images/:imageId/update/",
    );
  });

  it("has no public endpoint but the sign-in, the gym's public page (under /api/public/gyms/) and the member's page posts", () => {
    const open = endpoints.filter((e) => e.public && !e.memberLink).map((e) => `${e.method} ${e.path}`);
    expect(open).toContain("POST /api/android/auth/login/");
    for (const e of open.filter((name) => name !== "POST /api/android/auth/login/")) {
      expect(e).toMatch(/^(GET|POST) \/api\/public\/gyms\/\{schema_name\}\//);
    }
    // Under the member's private link, each a POST (decision 0352).
    expect(endpoints.filter((e) => e.memberLink).map((e) => `${e.method} ${e.path}`)).toEqual([
      "POST /m/{schema_name}/{token}/bookings",
      "POST /m/{schema_name}/{token}/freeze",
      "POST /m/{schema_name}/{token}/workouts/{id}/done",
      "POST /m/{schema_name}/{token}/feedback",
    ]);
  });

  it("contains paths copied from the spec, exactly as written", () => {
    const has = (method: string, path: string, area: string) =>
      expect(endpoints.find((e) => e.method === method && e.path === path)?.area, `${method} ${path}`).toBe(area);
    has("GET", "/members/members/", "members");
    has("POST", "/api/members/members/{id}/activate/", "members");
    has("PATCH", "/api/android/gyms/images/{id}/update/", "gym-images");
    has("PATCH", "/api/exercise/{id}/images/{imageId}/update/", "exercises");
    has("DELETE", "/api/android/exercise/{id}/delete-image/", "exercises");
    has("GET", "/android/exercise/menu/", "exercises");
    has("PATCH", "/api/android/feedback/admin/respond/{id}/", "feedback");
    has("POST", "/api/gym-products/whatsapp/generate-message/", "shop");
    has("GET", "/api/gym-posts/statistics/", "posts");
    has("GET", "/api/expenses/summary", "expenses");
    has("GET", "/api/expenses/reports/member-payment-summary/", "expenses");
    has("POST", "/api/expenses/member-payments/{id}/mark-paid/", "member-payments");
    has("GET", "/api/expenses/invoices/{id}/download/", "member-payments");
  });

  it("keeps the earliest source for paths both documents name", () => {
    const src = (method: string, path: string) => endpoints.find((e) => e.method === method && e.path === path)?.source;
    expect(src("GET", "/api/members/members/")).toBe(1);
    expect(src("POST", "/api/members/members/{id}/suspend/")).toBe(1);
    expect(src("GET", "/api/expenses/reports/expense-summary/")).toBe(1);
  });

  it("marks the multipart bodies the spec names", () => {
    const multipart = (method: string, path: string) =>
      endpoints.find((e) => e.method === method && e.path === path)?.multipart === true;
    expect(multipart("POST", "/api/android/member/register/")).toBe(true);
    expect(multipart("POST", "/api/members/bulk-upload/")).toBe(true);
    expect(multipart("PATCH", "/api/android/exercise/{id}/add-images/")).toBe(true);
    expect(multipart("POST", "/api/gym-posts/posts/create/")).toBe(true);
    expect(multipart("POST", "/api/expenses/transactions/create/")).toBe(false);
  });

  it("groups entries by area and counts each area", () => {
    const counts = Object.fromEntries(AREAS.map((a) => [a, endpointsByArea(a).length]));
    expect(counts).toEqual({
      auth: 3,
      dashboard: 1,
      members: 20,
      "gym-images": 4,
      exercises: 16,
      diet: 7,
      feedback: 9,
      shop: 11,
      posts: 15,
      expenses: 18,
      "member-payments": 31,
      trainers: 10,
      bookings: 7,
      assignments: 5,
      attendance: 17,
      backups: 2,
      plans: 6,
      audit: 2,
      "member-page": 12,
      "cash-close": 4,
      staff: 10,
    });
    // Contiguous groups: once an area's block ends, it does not reappear.
    const order = endpoints.map((e) => e.area).filter((a, i, all) => i === 0 || all[i - 1] !== a);
    expect(new Set(order).size).toBe(order.length);
  });

  it("declares a permission on every entry: `public` exactly for the public ones (decision 0321)", () => {
    for (const e of endpoints) {
      const where = `${e.method} ${e.path}`;
      expect(Object.keys(PERMISSIONS), where).toContain(e.permission);
      expect(e.permission === "public", where).toBe(e.public === true);
      // A member's link is the key only of public entries whose path carries it (decision 0352).
      if (e.memberLink) expect(e.public && e.path.startsWith("/m/{schema_name}/{token}/"), where).toBe(true);
    }
  });

  it("gives the owner every entry, the manager all but staff accounts and settings, the door only check-in", () => {
    const allowed = (role: Role) => endpoints.filter((e) => !e.public && roleMay(role, e.permission));
    expect(allowed("OWNER")).toHaveLength(endpoints.filter((e) => !e.public).length);
    const managerRefused = endpoints.filter((e) => !e.public && !roleMay("MANAGER", e.permission));
    expect(new Set(managerRefused.map((e) => e.permission))).toEqual(new Set(["staff_admin", "gym_settings"]));
    expect(allowed("DOOR").map(endpointName).sort()).toEqual([
      "GET /api/attendance/members/",
      "GET /api/attendance/today/",
      "GET /api/auth/session/",
      "POST /api/android/auth/logout/",
      "POST /api/attendance/check-in/",
    ]);
    // No money for a trainer: nothing under payments, invoices or expenses.
    expect(
      allowed("TRAINER")
        .filter((e) => /expenses|invoices|payment/.test(e.path))
        .map(endpointName),
    ).toEqual([]);
  });

  it("lists as not built only catalogue entries, each once", () => {
    const names = new Set(endpoints.map(endpointName));
    expect(NOT_BUILT.filter((n) => !names.has(n))).toEqual([]);
    expect(new Set(NOT_BUILT).size).toBe(NOT_BUILT.length);
    expect(builtEndpoints).toHaveLength(endpoints.length - NOT_BUILT.length);
  });
});
