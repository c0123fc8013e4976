/** The list's filters: Member (all or one) and Status (all, pending, completed) (part 2 §2). */
export interface AssignmentListQuery {
  member_id?: number;
  is_success?: boolean;
  page: number;
  page_size: number;
}

export const assignmentKeys = {
  all: ["assignments"] as const,
  list: (query: AssignmentListQuery) => [...assignmentKeys.all, "list", query] as const,
  categories: () => [...assignmentKeys.all, "library", "categories"] as const,
  exercises: (categoryId: number) => [...assignmentKeys.all, "library", "exercises", categoryId] as const,
};
