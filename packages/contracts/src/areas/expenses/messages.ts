/** The spec's texts for expenses (part 2 §2, §5, §8). */
export const EXPENSE_FAILED_TO_FETCH_CATEGORIES = "Failed to fetch categories";
export const EXPENSE_CATEGORY_NAME_REQUIRED = "Category name is required";
export const FAILED_TO_FETCH_TRANSACTIONS = "Failed to fetch transactions";
export const FAILED_TO_DELETE_TRANSACTION = "Failed to delete transaction";
export const FAILED_TO_CREATE_TRANSACTION = "Failed to create transaction";
export const FAILED_TO_UPDATE_TRANSACTION = "Failed to update transaction";
export const FAILED_TO_ADD_TRANSACTION = "Failed to add transaction";
export const FAILED_TO_FETCH_RECURRING = "Failed to fetch recurring expenses";
export const FAILED_TO_DELETE_RECURRING = "Failed to delete recurring expense";
export const FAILED_TO_FETCH_EXPENSE_SUMMARY = "Failed to fetch expense summary";
export const FAILED_TO_FETCH_DASHBOARD_DATA = "Failed to fetch dashboard data";
export const EXPENSE_FILL_REQUIRED_FIELDS = "Please fill in all required fields";
export const SUMMARY_AUTH_REQUIRED = "Authentication required. Please login again.";
export const SUMMARY_AUTH_FAILED = "Authentication failed. Please login again.";
export const SUMMARY_AUTH_PARAMS_MISSING = "Authentication parameters missing. Please login again.";
export const SUMMARY_SCHEMA_AND_TOKEN_REQUIRED = "schema_name and token are required";
export const CONFIRM_DELETE_RECURRING =
  "Are you sure you want to delete this recurring expense? This action cannot be undone.";
export const CONFIRM_DELETE_TRANSACTION =
  "Are you sure you want to delete this transaction? This action cannot be undone.";
export const confirmDeleteExpenseCategory = (name: string) =>
  `Are you sure you want to delete "${name}"? This action cannot be undone.`;
export const TRANSACTION_NO_MEMBER = "No Member";
export const MEMBER_PAYMENT_LEAVE_EMPTY_HINT = "Leave empty to create a pending payment";
export const QUICK_ADD_MORE_CATEGORIES = "More categories...";

// Texts the spec leaves open (decisions 0160-0166).
export const EXPENSE_CATEGORY_NOT_FOUND = "Category not found";
export const EXPENSE_CATEGORY_NAME_TAKEN = "A category with this name already exists";
export const EXPENSE_CATEGORY_HAS_TRANSACTIONS = "Cannot delete category with transactions";
export const EXPENSE_CATEGORY_HAS_RECURRING = "Cannot delete category with recurring expenses";
export const MEMBER_PAYMENTS_CATEGORY_LOCKED =
  "This category receives member payments: it cannot be deleted and stays a Member Payment income category";
export const EXPENSE_CATEGORY_CREATED = "Category created successfully";
export const EXPENSE_CATEGORY_UPDATED = "Category updated successfully";
export const EXPENSE_CATEGORY_DELETED = "Category deleted successfully";
export const TRANSACTION_NOT_FOUND = "Transaction not found";
export const TRANSACTION_MEMBER_NOT_FOUND = "Member not found";
export const TRANSACTION_DATE_IN_FUTURE = "Transaction date cannot be in the future";
export const INCOME_CATEGORY_NEEDED =
  "This is an expense category; choose an income category for an income transaction";
export const EXPENSE_CATEGORY_NEEDED =
  "This is an income category; choose an expense category for an expense transaction";
export const RECEIPT_TRANSACTION_LOCKED =
  "This income was recorded from a member payment receipt; change the payment in Member Payments instead";
export const TRANSACTION_CREATED = "Transaction created successfully";
export const TRANSACTION_UPDATED = "Transaction updated successfully";
export const TRANSACTION_DELETED = "Transaction deleted successfully";
export const RECURRING_NOT_FOUND = "Recurring expense not found";
export const EXPENSE_END_BEFORE_START = "End date cannot be before start date";
export const NEXT_DUE_BEFORE_START = "Next due date cannot be before the start date";
export const NEXT_DUE_AFTER_END = "Next due date cannot be after the end date";
export const RECURRING_CREATED = "Recurring expense created successfully";
export const RECURRING_UPDATED = "Recurring expense updated successfully";
export const RECURRING_DELETED = "Recurring expense deleted successfully";
