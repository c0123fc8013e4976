import { describe, expect, it } from "vitest";
import { publicGymPagePath } from "./get-public-gym-page.ts";

describe("the public gym page's path (decision 0140)", () => {
  it("puts the schema name in the path, escaped", () => {
    expect(publicGymPagePath("demo_gym")).toBe("/api/public/gyms/demo_gym/");
    expect(publicGymPagePath("a/b?c")).toBe("/api/public/gyms/a%2Fb%3Fc/");
  });
});
