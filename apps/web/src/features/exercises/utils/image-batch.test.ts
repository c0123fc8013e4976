import { MAX_EXERCISE_IMAGES_PER_UPLOAD } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { addImagesFormData, addToBatch, removeFromBatch, togglePrimary } from "./image-batch.ts";

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });
const files = (count: number, prefix = "f") => Array.from({ length: count }, (_, i) => png(`${prefix}${i + 1}.png`));

describe("addToBatch (part 1 §5: at most 5 files taken)", () => {
  it("takes up to five files and counts the ones ignored", () => {
    expect(MAX_EXERCISE_IMAGES_PER_UPLOAD).toBe(5);
    const { batch, ignored } = addToBatch([], files(7));
    expect(batch.map((d) => d.file.name)).toEqual(["f1.png", "f2.png", "f3.png", "f4.png", "f5.png"]);
    expect(ignored).toBe(2);
  });

  it("fills only the room left and starts each image as a DEMO, not primary, without alt text", () => {
    const first = addToBatch([], files(3, "a")).batch;
    const { batch, ignored } = addToBatch(first, files(3, "b"));
    expect(batch.map((d) => d.file.name)).toEqual(["a1.png", "a2.png", "a3.png", "b1.png", "b2.png"]);
    expect(ignored).toBe(1);
    expect(batch[4]).toMatchObject({ image_type: "DEMO", alt_text: "", is_primary: false });
    expect(addToBatch(batch, files(1)).ignored).toBe(1);
  });
});

describe("togglePrimary", () => {
  it("keeps at most one primary image", () => {
    const { batch } = addToBatch([], files(3));
    const one = togglePrimary(batch, 1);
    expect(one.map((d) => d.is_primary)).toEqual([false, true, false]);
    const other = togglePrimary(one, 2);
    expect(other.map((d) => d.is_primary)).toEqual([false, false, true]);
    expect(togglePrimary(other, 2).map((d) => d.is_primary)).toEqual([false, false, false]);
  });
});

describe("addImagesFormData", () => {
  it("numbers the fields from 1 as the add-images call expects", () => {
    let { batch } = addToBatch([], files(2));
    batch = togglePrimary(batch, 1);
    batch = batch.map((d, i) => (i === 0 ? { ...d, image_type: "EQUIPMENT", alt_text: "  Rack  " } : d));
    const form = addImagesFormData(removeFromBatch([...batch, ...addToBatch([], files(1, "x")).batch], 2));
    expect([...form.keys()]).toEqual([
      "image_1",
      "image_type_1",
      "alt_text_1",
      "is_primary_1",
      "image_2",
      "image_type_2",
      "alt_text_2",
      "is_primary_2",
    ]);
    expect((form.get("image_1") as File).name).toBe("f1.png");
    expect(form.get("image_type_1")).toBe("EQUIPMENT");
    expect(form.get("alt_text_1")).toBe("Rack");
    expect(form.get("is_primary_1")).toBe("false");
    expect(form.get("image_type_2")).toBe("DEMO");
    expect(form.get("is_primary_2")).toBe("true");
  });
});
