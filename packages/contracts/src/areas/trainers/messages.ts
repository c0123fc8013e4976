/** The spec's texts for trainers, rates, bookings and assignments (part 2 §2, §5, §8). */
export const FAILED_TO_FETCH_TRAINERS = "Failed to fetch trainers";
export const FAILED_TO_SAVE_TRAINER = "Failed to save trainer";
export const FAILED_TO_UPDATE_TRAINER_STATUS = "Failed to update trainer status";
export const FAILED_TO_DELETE_TRAINER = "Failed to delete trainer";
export const FAILED_TO_FETCH_DATA = "Failed to fetch data";
export const FAILED_TO_SAVE_RATE = "Failed to save rate";
export const FAILED_TO_UPDATE_RATE_STATUS = "Failed to update rate status";
export const FAILED_TO_DELETE_RATE = "Failed to delete rate";
export const FAILED_TO_UPDATE_BOOKING_STATUS = "Failed to update booking status";
export const FAILED_TO_UPDATE_PAYMENT_STATUS = "Failed to update payment status";
export const FAILED_TO_DELETE_BOOKING = "Failed to delete booking";
export const FAILED_TO_SAVE_BOOKING = "Failed to save booking";
export const FAILED_TO_SAVE_ASSIGNMENT = "Failed to save assignment";
export const FAILED_TO_UPDATE_ASSIGNMENT = "Failed to update assignment";
export const FAILED_TO_DELETE_ASSIGNMENT = "Failed to delete assignment";
export const ADD_MEMBERS_AND_EXERCISES_FIRST = "Please add members and exercises first before creating assignments.";
export const NO_ASSIGNMENTS_FOUND = "No assignments found.";
export const LOADING_ASSIGNMENTS = "Loading assignments...";
export const CONFIRM_DELETE_ASSIGNMENT = "Are you sure you want to delete this assignment?";
export const assignmentCount = (n: number) => `${n} assignment(s)`;

// Texts the spec leaves open (decisions 0120-0125).
export const TRAINER_NAME_REQUIRED = "Name is required";
export const TRAINER_PHONE_INVALID = "Phone number must be exactly 10 digits";
export const TRAINER_AGE_INVALID = "Age must be between 18 and 100";
export const TRAINER_GENDER_INVALID = "Gender must be male, female or other";
export const TRAINER_NOT_FOUND = "Trainer not found";
export const TRAINER_INACTIVE = "This trainer is inactive; activate the trainer first";
export const TRAINER_SAVED = "Trainer saved successfully";
export const TRAINER_DELETED = "Trainer deleted successfully";
export const TRAINER_DEACTIVATED_INSTEAD =
  "This trainer has rates or bookings, so the trainer was deactivated instead of deleted";
export const RATE_NOT_FOUND = "Rate not found";
export const RATE_TYPE_INVALID = "Rate type must be one of hour, day, month, 3month, 6month";
export const RATE_DUPLICATE = "This trainer already has a rate of this type";
export const RATE_LOCKED_FIELDS = "The trainer and rate type of a rate cannot be changed";
export const RATE_SAVED = "Rate saved successfully";
export const RATE_DELETED = "Rate deleted successfully";
export const MEMBER_NOT_FOUND_FOR_BOOKING = "Member not found";
export const BOOKING_NOT_FOUND = "Booking not found";
export const BOOKING_OVERLAP = "This trainer already has a booking that overlaps this time";
export const BOOKING_END_AFTER_START = "End time must be after start time";
export const BOOKING_TIME_INVALID = "Time must be HH:MM (00:00 to 23:59)";
export const BOOKING_SAVED = "Booking saved successfully";
export const BOOKING_DELETED = "Booking deleted successfully";
export const bookingTransitionRefused = (from: string, to: string) => `A ${from} booking cannot be changed to ${to}`;
export const ASSIGNMENT_NOT_FOUND = "Assignment not found";
export const ASSIGNMENT_EXERCISE_NOT_IN_CATEGORY = "The exercise is not in the chosen category";
export const ASSIGNMENT_CATEGORY_NOT_FOUND = "Exercise category not found";
export const ASSIGNMENT_EXERCISE_NOT_FOUND = "Exercise not found";
export const ASSIGNMENT_MEMBER_NOT_FOUND = "Member not found";
export const ASSIGNMENT_COMPLETED_DATE_ONLY_WHEN_COMPLETED =
  "A completed date is only allowed when the assignment is completed";
export const ASSIGNMENT_COMPLETED_DATE_IN_FUTURE = "Completed date cannot be in the future";
export const ASSIGNMENT_SAVED = "Assignment saved successfully";
export const ASSIGNMENT_DELETED = "Assignment deleted successfully";
export const SETS_REPS_MIN = (field: string) => `${field} must be a whole number of at least 1`;
