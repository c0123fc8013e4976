/** The spec's texts for post categories, posts and statistics (part 2 §2, §8). */
export const FAILED_TO_FETCH_POST_CATEGORIES = "Failed to fetch post categories";
export const FAILED_TO_FETCH_POSTS = "Failed to fetch posts";
export const FAILED_TO_FETCH_POST_DETAILS = "Failed to fetch post details";
export const FAILED_TO_CREATE_POST = "Failed to create post";
export const FAILED_TO_UPDATE_POST = "Failed to update post";
export const FAILED_TO_DELETE_POST = "Failed to delete post";
export const FAILED_TO_CREATE_POST_CATEGORY = "Failed to create category";
export const FAILED_TO_UPDATE_POST_CATEGORY = "Failed to update category";
export const FAILED_TO_DELETE_POST_CATEGORY = "Failed to delete category";
export const FAILED_TO_FETCH_STATISTICS = "Failed to fetch statistics";
/** Part 2 §2: the tooltip of a disabled delete; also the API's refusal (decision 0141). */
export const CANNOT_DELETE_CATEGORY_WITH_POSTS = "Cannot delete category with posts";
/** Part 2 §5, §8: deleting a post category "says this action cannot be undone". */
export const confirmDeletePostCategory = (name: string) =>
  `Are you sure you want to delete "${name}"? This action cannot be undone.`;
export const confirmDeletePost = (title: string) =>
  `Are you sure you want to delete "${title}"? This action cannot be undone.`;

// Texts the spec leaves open (decisions 0141-0145).
export const POST_CATEGORY_NAME_REQUIRED = "Category name is required";
export const POST_TYPE_INVALID =
  "Post type must be one of challenge, advertisement, poster, announcement, event, promotion";
export const POST_CATEGORY_ICON_INVALID =
  "Icon must be one of trophy, bullhorn, image, megaphone, calendar, tags, star, fire, heart, thumbs-up, gift, medal";
export const POST_COLOR_INVALID = (label: string) => `${label} must be a colour like #4CAF50`;
export const POST_DISPLAY_ORDER_INVALID = "Display order must be a whole number of at least 0";
export const POST_CATEGORY_EXISTS = "A post category with this name already exists";
export const POST_CATEGORY_NOT_FOUND = "Post category not found";
export const POST_CATEGORY_CREATED = "Category created successfully!";
export const POST_CATEGORY_UPDATED = "Category updated successfully";
export const POST_CATEGORY_DELETED = "Category deleted successfully.";

export const POST_TITLE_REQUIRED = "Title is required";
export const POST_MAX_PARTICIPANTS_INVALID = "Max participants must be a whole number of at least 1";
export const POST_ENTRY_FEE_INVALID = "Entry fee must be an amount of 0 or more";
export const POST_DISCOUNT_INVALID = "Discount must be a percentage from 0 to 100";
export const POST_URL_INVALID = (label: string) => `${label} must be a valid URL starting with http:// or https://`;
export const POST_DATE_TIME_INVALID = (label: string) => `${label} must be a date and time (YYYY-MM-DDTHH:MM)`;
export const POST_END_BEFORE_START = "End date cannot be before the start date";
export const POST_DEADLINE_AFTER_END = "Registration deadline cannot be after the end date";
export const POST_EXPIRE_BEFORE_PUBLISH = "Expire at must be after publish at";
export const POST_STATUS_INVALID = "Status must be one of draft, published, scheduled, expired, archived";
export const POST_PRIORITY_INVALID = "Priority must be one of low, medium, high, urgent";
export const POST_ORDERING_INVALID =
  "ordering must be one of -created_at, created_at, title, -title, -view_count, -like_count, -share_count, -priority";
export const POST_TIMEFRAME_INVALID = "timeframe must be one of all, today, week, month, quarter, year";
export const POST_TAGS_INVALID = "Tags: at most 20 tags, each up to 50 characters";
export const POST_CATEGORY_ID_INVALID = "Category must be a post category id";
export const POST_REMOVE_IMAGES_INVALID =
  "remove_images lists image fields: main_image, banner_image, gallery_image_1, gallery_image_2, gallery_image_3";
export const POST_NOT_FOUND = "Post not found";
export const POST_CREATED = "Post created successfully";
export const POST_UPDATED = "Post updated successfully";
export const POST_DELETED = "Post deleted successfully";
export const STATISTICS_LOADED = "Statistics retrieved successfully";
/** Part 2 §9: post images 5MB each. */
export const postImageTooLarge = (field: string, sizeMb: string) =>
  `${field}: the image is too large (${sizeMb}MB). Maximum allowed size is 5MB.`;
export const postImageNotImage = (field: string) => `${field}: only image files are allowed (JPG, PNG, GIF, WebP)`;
