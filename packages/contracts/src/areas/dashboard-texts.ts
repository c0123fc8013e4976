// The dashboard home's texts and limits (part 1 §2, §9), with no zod: the home screen imports these, and
// importing the schemas' module would put zod and every contract into its first download (issue 7 §9).

export const DASHBOARD_LOAD_FAILED = "Failed to load dashboard data. Please try again.";
export const NO_EXPIRED_MEMBERSHIPS = "No expired memberships found";
export const NO_UPCOMING_BIRTHDAYS = "No upcoming birthdays in the next 7 days";
export const HAPPY_BIRTHDAY = "Happy Birthday!";

/** Part 1 §9. */
export const EXPIRED_LIST_MAX = 7;
export const UPCOMING_BIRTHDAYS_MAX = 5;
