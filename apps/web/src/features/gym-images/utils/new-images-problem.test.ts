import { GYM_IMAGE_TITLE_MAX, SELECT_AT_LEAST_ONE_IMAGE } from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { contractErrors } from "../../../components/form/contract-resolver.ts";
import type { NewGymImage } from "../api/add-gym-images.ts";
import { newImagesSchema, newImagesProblem as problemOf } from "./new-images-problem.ts";

/** The line the form shows for these images, through the kit's validator. */
const newImagesProblem = (images: NewGymImage[]) => problemOf(contractErrors(newImagesSchema, { images }));

const image = (fields: Partial<NewGymImage> = {}): NewGymImage => ({
  file: new File(["x"], "a.png", { type: "image/png" }),
  title: "",
  description: "",
  image_type: "GALLERY",
  is_featured: false,
  ...fields,
});

describe("newImagesProblem (the Add Images form on the contract's addGymImageFields)", () => {
  it("asks for at least one image in the spec's words", () => {
    expect(newImagesProblem([])).toBe(SELECT_AT_LEAST_ONE_IMAGE);
  });

  it("passes blank titles (the server names them 'Image N') and real fields", () => {
    expect(newImagesProblem([image(), image({ title: "Front desk", is_featured: true })])).toBeNull();
  });

  it("names the image whose title the server would refuse", () => {
    expect(newImagesProblem([image(), image({ title: "x".repeat(GYM_IMAGE_TITLE_MAX + 1) })])).toMatch(/^Image 2: /);
  });
});
