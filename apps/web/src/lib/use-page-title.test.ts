import { describe, expect, it } from "vitest";
import { APP_TITLE, pageTitle } from "./use-page-title.ts";

describe("page titles", () => {
  it("name the screen first, then the gym", () => {
    expect(pageTitle("Members", "Demo Fitness Center")).toBe("Members · Demo Fitness Center");
  });
  it("fall back to the product's name without a gym", () => {
    expect(pageTitle("Sign In", null)).toBe(`Sign In · ${APP_TITLE}`);
    expect(pageTitle("Sign In", "  ")).toBe(`Sign In · ${APP_TITLE}`);
  });
});
