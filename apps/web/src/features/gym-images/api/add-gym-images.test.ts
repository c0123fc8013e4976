import { describe, expect, it } from "vitest";
import { buildAddGymImagesForm } from "./add-gym-images.ts";
import { buildUpdateGymImageForm } from "./update-gym-image.ts";

const picture = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });

describe("gym image forms (part 1 §7)", () => {
  it("numbers the add fields from 1 and defaults blank titles to 'Image N'", () => {
    const form = buildAddGymImagesForm([
      { file: picture("a.png"), title: " Cardio ", description: "", image_type: "FACILITY", is_featured: true },
      { file: picture("b.png"), title: "  ", description: "x", image_type: "GALLERY", is_featured: false },
    ]);
    // The gym comes from the token (DESIGN §4); the dashboard sends no schema_name of its own.
    expect(form.has("schema_name")).toBe(false);
    expect((form.get("image_1") as File).name).toBe("a.png");
    expect(form.get("title_1")).toBe("Cardio");
    expect(form.get("image_type_1")).toBe("FACILITY");
    expect(form.get("is_featured_1")).toBe("true");
    expect(form.get("title_2")).toBe("Image 2");
    expect(form.get("description_2")).toBe("x");
    expect(form.get("image_3")).toBeNull();
  });

  it("sends the replacement image only when one is chosen", () => {
    const base = { id: 4, title: "T", description: "", image_type: "EVENT" as const, is_featured: false };
    expect(buildUpdateGymImageForm({ ...base, image: null }).get("image")).toBeNull();
    expect((buildUpdateGymImageForm({ ...base, image: picture("n.png") }).get("image") as File).name).toBe("n.png");
  });
});
