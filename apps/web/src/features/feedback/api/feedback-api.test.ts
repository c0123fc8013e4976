import { describe, expect, it } from "vitest";
import { getFeedbackList } from "../../../lib/feedback-admin-list.ts";
import { jsonResponse, stubFetch } from "../../../test/stub-fetch.ts";
import { buildPublicFeedbackForm, submitPublicFeedback } from "./public-feedback.ts";
import { respondToFeedback } from "./respond-to-feedback.ts";

const { fetchMock, storage } = stubFetch();
const picture = new File([new Uint8Array([137, 80, 78, 71])], "belt.png", { type: "image/png" });
const input = {
  member_code: " mem0001 ",
  phone: " 98765 01234 ",
  subject: " Belt ",
  message: " Slips ",
  category_id: 3,
  rating: 4,
  photo: picture,
};

describe("feedback calls", () => {
  it("lists with only the filters that are set, and the page", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, feedbacks: [] }));
    await getFeedbackList({ status: "PENDING", priority: null, category_id: 2, page: 3 });
    const url = String(fetchMock.mock.calls[0]![0]);
    expect(url).toBe("/api/android/feedback/admin/list/?status=PENDING&category_id=2&page=3&page_size=20");
  });

  it("responds with status, priority and the trimmed response as JSON", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));
    await respondToFeedback({ id: 7, status: "RESOLVED", priority: "HIGH", admin_response: "  Fixed  " });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/android/feedback/admin/respond/7/");
    expect(init!.method).toBe("PATCH");
    expect(JSON.parse(String(init!.body))).toEqual({ status: "RESOLVED", priority: "HIGH", admin_response: "Fixed" });
  });

  it("builds the public form: trimmed text, the category when chosen, the photo when given", () => {
    const form = buildPublicFeedbackForm(input);
    expect(form.get("member_code")).toBe("mem0001");
    expect(form.get("subject")).toBe("Belt");
    expect(form.get("category_id")).toBe("3");
    expect(form.get("rating")).toBe("4");
    expect((form.get("photo") as File).name).toBe("belt.png");
    const bare = buildPublicFeedbackForm({ ...input, category_id: null, photo: null });
    expect(bare.has("category_id")).toBe(false);
    expect(bare.has("photo")).toBe(false);
  });

  it("never signs a visitor out of their dashboard session, even on a 401", async () => {
    storage().setItem("gym_token", "someone-elses-token");
    fetchMock.mockResolvedValue(jsonResponse(401, { success: false, error: "No authentication token found" }));
    await expect(submitPublicFeedback("demo_gym", input)).rejects.toThrow();
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/api/public/gyms/demo_gym/feedback/");
    expect(storage().getItem("gym_token")).toBe("someone-elses-token");
  });
});
