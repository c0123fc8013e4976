import { assignmentListKeys } from "../../../lib/exercise-assignments.ts";

/** The list's query and key live with the endpoint's one client (src/lib/exercise-assignments.ts). */
export type { AssignmentListQuery } from "../../../lib/exercise-assignments.ts";

export const assignmentKeys = {
  all: assignmentListKeys.all,
  list: assignmentListKeys.list,
  categories: () => [...assignmentListKeys.all, "library", "categories"] as const,
  exercises: (categoryId: number) => [...assignmentListKeys.all, "library", "exercises", categoryId] as const,
};
