import {
  POST_DISCOUNT_INVALID,
  POST_END_BEFORE_START,
  POST_MAX_PARTICIPANTS_INVALID,
  POST_TITLE_REQUIRED,
  POST_URL_INVALID,
  type Post,
} from "@gym/contracts";
import { describe, expect, it } from "vitest";
import { contractErrors } from "../../../components/form/contract-resolver.ts";
import {
  emptyPostForm,
  type PostFormValues,
  postFormSchema,
  postToForm,
  toPostFormData,
  toPostPayload,
} from "./post-form.ts";

/** The form's check as the kit runs it (useContractForm with the schema and toPayload). */
const validatePostForm = (values: PostFormValues) => contractErrors(postFormSchema, values, toPostPayload);

const entries = (data: FormData) => Object.fromEntries([...data.entries()].map(([k, v]) => [k, String(v)]));

describe("the post form", () => {
  it("starts with part 2 §9's defaults", () => {
    expect(emptyPostForm()).toMatchObject({
      status: "published",
      priority: "medium",
      background_color: "#F5F5F5",
      text_color: "#333333",
      is_active: true,
    });
  });

  it("validates with the server's texts", () => {
    const errors = validatePostForm({
      ...emptyPostForm(),
      max_participants: "0",
      discount_percentage: "101",
      video_url: "not a url",
      start_date: "2026-12-10T10:00",
      end_date: "2026-12-09T10:00",
    });
    expect(errors).toMatchObject({
      title: POST_TITLE_REQUIRED,
      max_participants: POST_MAX_PARTICIPANTS_INVALID,
      discount_percentage: POST_DISCOUNT_INVALID,
      video_url: POST_URL_INVALID("Video URL"),
      end_date: POST_END_BEFORE_START,
    });
    expect(validatePostForm({ ...emptyPostForm(), title: "Fine" })).toEqual({});
  });

  it("creates with only the non-empty fields (part 2 §7)", () => {
    const body = entries(toPostFormData({ ...emptyPostForm(), title: " Plank ", tags: "core" }));
    expect(body).toMatchObject({ title: "Plank", tags: "core", status: "published", is_active: "true" });
    expect(body).not.toHaveProperty("subtitle");
    expect(body).not.toHaveProperty("entry_fee");
  });

  it("edits with only what changed; an emptied field is sent blank to clear it", () => {
    const post = {
      id: 1,
      title: "Old",
      subtitle: "Sub",
      category_id: 4,
      entry_fee: 200,
      start_date: "2026-12-01T00:30:00.000Z",
      status: "published",
      priority: "medium",
      is_active: true,
      is_featured: false,
      is_pinned: false,
    } as unknown as Post;
    const initial = postToForm(post);
    expect(initial).toMatchObject({ title: "Old", category: "4", entry_fee: "200" });
    const body = entries(toPostFormData({ ...initial, subtitle: "", is_pinned: true }, initial));
    expect(body).toEqual({ subtitle: "", is_pinned: "true" });
  });
});
