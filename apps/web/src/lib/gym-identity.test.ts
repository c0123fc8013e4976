import { describe, expect, it } from "vitest";
import { DEFAULT_DISPLAY_NAME, DEFAULT_GYM_NAME, gymDisplayName, ownerDisplayName } from "./gym-identity.ts";

describe("gymDisplayName (part 1 §9)", () => {
  it("uses the stored gym name when there is one", () => {
    expect(gymDisplayName({ gym_name: "Demo Fitness Center", schema_name: "demo_gym" })).toBe("Demo Fitness Center");
  });

  it("derives the name from the schema name plus ' Fitness Center' when the gym name is missing", () => {
    expect(gymDisplayName({ gym_name: "", schema_name: "iron_house" })).toBe("Iron House Fitness Center");
    expect(gymDisplayName({ gym_name: "   ", schema_name: "flex-zone" })).toBe("Flex Zone Fitness Center");
  });

  it("falls back to 'My New Fitness Center' when nothing is stored", () => {
    expect(DEFAULT_GYM_NAME).toBe("My New Fitness Center");
    expect(gymDisplayName(null)).toBe("My New Fitness Center");
    expect(gymDisplayName({ gym_name: "", schema_name: "" })).toBe("My New Fitness Center");
  });
});

describe("ownerDisplayName (part 1 §6)", () => {
  it("uses full_name, else 'Gym Owner'", () => {
    expect(ownerDisplayName({ full_name: "Asha Rao" })).toBe("Asha Rao");
    expect(ownerDisplayName({ full_name: " " })).toBe("Gym Owner");
    expect(ownerDisplayName(undefined)).toBe(DEFAULT_DISPLAY_NAME);
  });
});
