import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error.ts";
import { jsonResponse as json, stubFetch } from "../../../test/stub-fetch.ts";
import { ExerciseNotFoundError, exerciseDetailPath, getExercise } from "./get-exercise.ts";
import { EXERCISE_MENU_PATH } from "./get-exercise-menu.ts";

const { fetchMock } = stubFetch();
const pushUp = { id: 12, exercise_id: "EX1012", name: "Push Up" };

const calledUrls = () => fetchMock.mock.calls.map(([url]) => String(url));

describe("getExercise (detail lookup, part 1 §2)", () => {
  it("uses the detail endpoint and its can_edit flag", async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, exercise: pushUp, can_edit: false }));
    await expect(getExercise("push-up")).resolves.toEqual({ exercise: pushUp, canEdit: false });
    expect(calledUrls()).toEqual(["/api/android/exercise/push-up/"]);
  });

  it("treats a missing can_edit as true (signed-in staff)", async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, exercise: pushUp }));
    await expect(getExercise("12")).resolves.toMatchObject({ canEdit: true });
  });

  it("falls back to the menu on a 404 and finds the exercise there", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith(EXERCISE_MENU_PATH)
        ? json(200, { success: true, exercises: [pushUp] })
        : json(404, { success: false, error: "Not Found" }),
    );
    await expect(getExercise("EX1012")).resolves.toEqual({ exercise: pushUp, canEdit: true });
    expect(calledUrls()).toEqual([exerciseDetailPath("EX1012"), EXERCISE_MENU_PATH]);
  });

  it("reports not found when neither knows the key", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith(EXERCISE_MENU_PATH)
        ? json(200, { success: true, exercises: [pushUp] })
        : json(404, { success: false, error: "Exercise not found" }),
    );
    await expect(getExercise("999")).rejects.toBeInstanceOf(ExerciseNotFoundError);
  });

  it("passes other failures on untouched", async () => {
    fetchMock.mockResolvedValue(json(500, { success: false, error: "Boom" }));
    const failure = await getExercise("12").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(500);
  });

  it("encodes keys that are not plain path segments", () => {
    expect(exerciseDetailPath("a b/c")).toBe("/api/android/exercise/a%20b%2Fc/");
  });
});
