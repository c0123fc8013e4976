import { describe, expect, it } from "vitest";
import {
  createPostCategoryBody,
  createPostFields,
  dateTimeToInstant,
  isDateTimeText,
  listPostsQuery,
  POST_DATE_TIME_INVALID,
  POST_DISCOUNT_INVALID,
  POST_ENTRY_FEE_INVALID,
  POST_MAX_PARTICIPANTS_INVALID,
  POST_TITLE_REQUIRED,
  POST_URL_INVALID,
  postStatisticsQuery,
  tagsList,
  updatePostFields,
} from "../src/index.ts";

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe("post fields (part 2 §5)", () => {
  it("requires a title, blank or missing", () => {
    expect(firstError(createPostFields.safeParse({}))).toBe(POST_TITLE_REQUIRED);
    expect(firstError(createPostFields.safeParse({ title: "   " }))).toBe(POST_TITLE_REQUIRED);
    expect(firstError(updatePostFields.safeParse({ title: "" }))).toBe(POST_TITLE_REQUIRED);
    expect(updatePostFields.safeParse({}).success).toBe(true);
  });

  it.each([
    [{ max_participants: "0" }, POST_MAX_PARTICIPANTS_INVALID],
    [{ max_participants: "1.5" }, POST_MAX_PARTICIPANTS_INVALID],
    [{ max_participants: "ten" }, POST_MAX_PARTICIPANTS_INVALID],
    [{ entry_fee: "-0.01" }, POST_ENTRY_FEE_INVALID],
    [{ entry_fee: "abc" }, POST_ENTRY_FEE_INVALID],
    [{ discount_percentage: "100.01" }, POST_DISCOUNT_INVALID],
    [{ discount_percentage: "-1" }, POST_DISCOUNT_INVALID],
    [{ discount_percentage: "12.345" }, POST_DISCOUNT_INVALID],
    [{ video_url: "not a url" }, POST_URL_INVALID("Video URL")],
    [{ video_url: "javascript:alert(1)" }, POST_URL_INVALID("Video URL")],
    [{ call_to_action_url: "ftp://x.example" }, POST_URL_INVALID("Call to action URL")],
    [{ start_date: "2026-02-30T10:00" }, POST_DATE_TIME_INVALID("Start date")],
    [{ end_date: "tomorrow" }, POST_DATE_TIME_INVALID("End date")],
  ])("refuses %o", (fields, message) => {
    expect(firstError(createPostFields.safeParse({ title: "T", ...fields }))).toBe(message);
  });

  it("accepts the boundaries: 1 participant, fee 0, discount 0 and 100", () => {
    const parsed = createPostFields.parse({
      title: "T",
      max_participants: "1",
      entry_fee: "0",
      discount_percentage: "100",
      video_url: "https://youtu.be/x",
    });
    expect(parsed).toMatchObject({ max_participants: 1, entry_fee: "0.00", discount_percentage: "100" });
    expect(createPostFields.parse({ title: "T", discount_percentage: "0" }).discount_percentage).toBe("0");
  });

  it("makes a blank field null or empty (clears on update) and leaves an omitted one undefined", () => {
    const parsed = updatePostFields.parse({ subtitle: "", end_date: "", entry_fee: "", category: "" });
    expect(parsed).toMatchObject({ subtitle: "", end_date: null, entry_fee: null, category: null });
    expect(parsed.title).toBeUndefined();
    expect(parsed.max_participants).toBeUndefined();
  });

  it("normalises tags: trimmed, de-duplicated whatever the case, joined with a comma", () => {
    expect(createPostFields.parse({ title: "T", tags: " fitness, Fitness ,, summer " }).tags).toBe("fitness, summer");
    expect(tagsList("a, b ,,c")).toEqual(["a", "b", "c"]);
  });
});

describe("post dates", () => {
  it("reads zone-less text as the gym's wall clock and honours an explicit zone", () => {
    expect(dateTimeToInstant("2026-12-01T18:30", "Asia/Kolkata")?.toISOString()).toBe("2026-12-01T13:00:00.000Z");
    expect(dateTimeToInstant("2026-12-01T18:30:00Z", "Asia/Kolkata")?.toISOString()).toBe("2026-12-01T18:30:00.000Z");
    expect(dateTimeToInstant("2026-12-01T18:30+05:30", "UTC")?.toISOString()).toBe("2026-12-01T13:00:00.000Z");
    expect(dateTimeToInstant("2026-07-01T12:00", "Europe/London")?.toISOString()).toBe("2026-07-01T11:00:00.000Z");
    expect(isDateTimeText("2026-12-01")).toBe(false);
    expect(isDateTimeText("2026-12-01T24:00")).toBe(false);
  });
});

describe("post categories, list and statistics queries", () => {
  it("lower-cases enum values and applies no default the server owns", () => {
    const parsed = createPostCategoryBody.parse({ name: " Summer ", post_type: "EVENT", icon: "Fire" });
    expect(parsed).toMatchObject({ name: "Summer", post_type: "event", icon: "fire" });
    expect(createPostCategoryBody.parse({ name: "x" }).post_type).toBeUndefined();
  });

  it("defaults the list to page 1 of 24 and the timeframe to all", () => {
    expect(listPostsQuery.parse({})).toMatchObject({ page: 1, page_size: 24 });
    expect(postStatisticsQuery.parse({}).timeframe).toBe("all");
    expect(postStatisticsQuery.parse({ timeframe: "" }).timeframe).toBe("all");
    expect(postStatisticsQuery.safeParse({ timeframe: "decade" }).success).toBe(false);
  });
});
