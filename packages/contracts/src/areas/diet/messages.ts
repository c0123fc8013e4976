/** The spec's texts for diet management (part 2 §2, §8), exactly as written. */
export const FOOD_MENU_TAB = "Food Menu";
export const DIET_CATEGORIES_TAB = "Categories";
export const FAILED_TO_LOAD_DIET_DATA = "Failed to load diet data";
export const FAILED_TO_FETCH_FOOD_ITEMS = "Failed to fetch food items";
export const FAILED_TO_CREATE_FOOD_ITEM = "Failed to create food item";
export const FAILED_TO_UPDATE_FOOD_ITEM = "Failed to update food item";
export const FAILED_TO_DELETE_FOOD_ITEM = "Failed to delete food item";
export const NO_FOOD_ITEMS_FOUND = "No food items found";

// Texts the spec leaves open (decisions 0100-0109).
export const FOOD_NAME_REQUIRED = "Food name is required";
export const FOOD_CATEGORY_REQUIRED = "Please select a category";
export const SERVING_SIZE_REQUIRED = "Serving size is required";
export const DIET_CATEGORY_NAME_REQUIRED = "Category name is required";
export const DIET_CATEGORY_NAME_TAKEN = "A diet category with this name already exists";
export const DIET_CATEGORY_NOT_FOUND = "Diet category not found";
export const DISPLAY_ORDER_AT_LEAST_1 = "Display order must be a whole number of at least 1";
export const DIFFICULTY_INVALID = "Difficulty must be Easy, Medium or Hard";
export const FOOD_ITEM_NOT_FOUND = "Food item not found";
export const FOOD_ITEM_CREATED = "Food item created successfully!";
export const FOOD_ITEM_UPDATED = "Food item updated successfully!";
export const FOOD_ITEM_DELETED = "Food item deleted successfully.";
export const DIET_CATEGORY_CREATED = "Category created successfully!";
export const FAILED_TO_CREATE_DIET_CATEGORY = "Failed to create category";
export const NO_DIET_CATEGORIES = "No categories yet";
export const NO_FOOD_ITEMS_MATCH = "No food items match these filters";
/** Part 2 §5 "Deleting a food item asks for confirmation". */
export const confirmDeleteFoodItem = (name: string) =>
  `Are you sure you want to delete "${name}"? This action cannot be undone.`;

/** Messages of one nutrition figure or time (part 2 §5: numbers of at least 0, step 0.01). */
export const figureRequired = (label: string) => `${label} is required`;
export const figureNotNumber = (label: string) => `${label} must be a number`;
export const figureNegative = (label: string) => `${label} must be at least 0`;
export const figureTooPrecise = (label: string) => `${label} can have at most 2 decimal places`;
export const figureTooLarge = (label: string, max: string) => `${label} must be at most ${max}`;
