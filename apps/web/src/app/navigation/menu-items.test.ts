import type { Role } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { activeMenuItem, MENU_ITEMS, menuItemsFor, splitTopMenu } from "./menu-items.ts";
import { SCREEN_KEYS, screenKeyFromPath, screenPath } from "./screen-keys.ts";

const activeLabel = (path: string) => activeMenuItem(path)?.label;

describe("top menu (part 1 §2 Navigation)", () => {
  it("has exactly the spec's entries in order, plus Front Desk after Home (decision 0257), Cash Close after it (decision 0326), Diet after Exercises (decision 0109) and Staff last (decision 0325)", () => {
    expect(MENU_ITEMS.map((item) => item.label)).toEqual([
      "Home",
      "Front Desk",
      "Cash Close",
      "Members",
      "Exercises",
      "Diet",
      "Products",
      "Gallery",
      "Feedback",
      "Posts",
      "Expenses",
      "Trainers",
      "Staff",
    ]);
  });

  it("sends each entry to its screen", () => {
    const targets = Object.fromEntries(MENU_ITEMS.map((item) => [item.label, screenPath(item.target)]));
    expect(targets).toEqual({
      Home: "/dashboard",
      "Front Desk": "/dashboard/frontDesk",
      "Cash Close": "/dashboard/cashClose",
      Members: "/dashboard/membersList",
      Exercises: "/dashboard/exercises",
      Diet: "/dashboard/diet",
      Products: "/dashboard/products",
      Gallery: "/dashboard/gymImages",
      Feedback: "/dashboard/feedback",
      Posts: "/dashboard/posts",
      Expenses: "/dashboard/smartPaymentTracking",
      Trainers: "/dashboard/trainers",
      Staff: "/dashboard/staff",
    });
  });

  it("shows each role only its entries (issue 25 §5, decision 0325)", () => {
    const labels = (role: Role) => menuItemsFor(role).map((item) => item.label);
    expect(labels("OWNER")).toEqual(MENU_ITEMS.map((item) => item.label));
    expect(labels("MANAGER")).toEqual(MENU_ITEMS.filter((item) => item.id !== "staff").map((item) => item.label));
    expect(labels("FRONT_DESK")).toEqual(["Home", "Front Desk", "Cash Close", "Members", "Exercises", "Diet"]);
    expect(labels("TRAINER")).toEqual(["Exercises", "Diet", "Trainers"]);
    expect(menuItemsFor("TRAINER").find((item) => item.id === "trainers")?.target).toBe("trainerBooking");
    expect(labels("DOOR")).toEqual(["Front Desk"]);
  });

  it.each([
    ["/dashboard", "Home"],
    ["/dashboard/", "Home"],
    ["/dashboard/addMember", "Members"],
    ["/dashboard/bulkUpload", "Members"],
    ["/dashboard/plans", "Members"],
    ["/dashboard/exercises/category/3", "Exercises"],
    ["/dashboard/productCategories", "Products"],
    ["/dashboard/gymImages", "Gallery"],
    ["/dashboard/diet", "Diet"],
    ["/dashboard/postCategories", "Posts"],
    ["/dashboard/postStats", "Posts"],
    ["/dashboard/expenseReports", "Expenses"],
    ["/dashboard/expenseCategories", "Expenses"],
    ["/dashboard/expenseTransactions", "Expenses"],
    ["/dashboard/memberPayments", "Expenses"],
    ["/dashboard/recurringExpenses", "Expenses"],
    ["/dashboard/trainerRates", "Trainers"],
    ["/dashboard/trainerBooking", "Trainers"],
    ["/dashboard/exerciseAssignments", "Trainers"],
    ["/dashboard/frontDesk", "Front Desk"],
    ["/dashboard/attendanceReports", "Front Desk"],
    ["/dashboard/attendanceSettings", "Front Desk"],
    ["/dashboard/cashClose", "Cash Close"],
  ])("highlights the right entry on %s", (path, label) => {
    expect(activeLabel(path)).toBe(label);
  });

  it("highlights nothing on screens no entry claims, unknown paths and outside the dashboard", () => {
    expect(activeLabel("/dashboard/manualMemberPayment")).toBeUndefined();
    expect(activeLabel("/dashboard/nope")).toBeUndefined();
    expect(activeLabel("/login")).toBeUndefined();
  });

  it("highlights at most one entry for every screen key", () => {
    for (const key of SCREEN_KEYS) {
      const matches = MENU_ITEMS.filter((item) => item.activeOn.includes(key));
      expect(matches.length, key).toBeLessThanOrEqual(1);
    }
  });
});

describe("splitTopMenu (decision 0378)", () => {
  const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);
  const owner = menuItemsFor("OWNER").filter((item) => item.id !== "staff");

  it("keeps the day's work in a narrow header's row and the catalogue screens under More, each in the spec's order", () => {
    const { inline, more } = splitTopMenu(owner, false);
    expect(labels(inline)).toEqual(["Home", "Front Desk", "Cash Close", "Members", "Expenses", "Trainers"]);
    expect(labels(more)).toEqual(["Exercises", "Diet", "Products", "Gallery", "Feedback", "Posts"]);
  });

  it("shows every entry in a wide header, and to a role whose entries fit the row", () => {
    expect(splitTopMenu(owner, true)).toEqual({ inline: owner, more: [] });
    for (const role of ["FRONT_DESK", "TRAINER", "DOOR"] as const) {
      expect(splitTopMenu(menuItemsFor(role), false)).toEqual({ inline: menuItemsFor(role), more: [] });
    }
  });
});

describe("screenKeyFromPath", () => {
  it("does not treat /dashboardX or /dashboard/index as screens", () => {
    expect(screenKeyFromPath("/dashboardX")).toBeNull();
    expect(screenKeyFromPath("/dashboard/index")).toBeNull();
  });
});
