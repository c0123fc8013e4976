/** The spec's texts for the shop (part 2 §2, §5, §8), exactly as written. */
export const SHOP_FAILED_TO_FETCH_CATEGORIES = "Failed to fetch categories";
export const SHOP_ERROR_FETCHING_CATEGORIES = "Error fetching categories";
export const SHOP_FAILED_TO_DELETE_CATEGORY = "Failed to delete category";
export const SHOP_ERROR_DELETING_CATEGORY = "Error deleting category";
export const SHOP_ERROR_CREATING_CATEGORY = "Error creating category";
export const SHOP_ERROR_UPDATING_CATEGORY = "Error updating category";
export const SHOP_FAILED_TO_CREATE_CATEGORY = "Failed to create category";
export const SHOP_CATEGORY_CREATED = "Category created successfully!";
export const SHOP_CATEGORY_DELETED = "Category deleted successfully.";
export const FAILED_TO_FETCH_PRODUCTS = "Failed to fetch products";
export const ERROR_FETCHING_PRODUCTS = "Error fetching products";
export const FAILED_TO_FETCH_PRODUCT_DETAILS = "Failed to fetch product details";
export const FAILED_TO_CREATE_PRODUCT = "Failed to create product";
export const FAILED_TO_UPDATE_PRODUCT = "Failed to update product";
export const FAILED_TO_DELETE_PRODUCT = "Failed to delete product";
export const FAILED_TO_GENERATE_WHATSAPP_MESSAGE = "Failed to generate WhatsApp message";
export const ERROR_GENERATING_WHATSAPP_MESSAGE = "Error generating WhatsApp message";
export const WHATSAPP_MESSAGE_COPIED = "WhatsApp message copied to clipboard!";
export const INVALID_WHATSAPP_NUMBER = "Please enter a valid 10-digit mobile number";
export const CREATE_FIRST_PRODUCT = "Create First Product";
/** Part 2 §2: the delete confirmation of a category (and, by name, of a product, §8). */
export const confirmDeleteShopItem = (name: string) =>
  `Are you sure you want to delete "${name}"? This action cannot be undone.`;

// Texts the spec leaves open (decisions 0150-0156).
export const PRODUCT_CATEGORY_NAME_REQUIRED = "Category name is required";
export const PRODUCT_CATEGORY_NAME_TAKEN = "A category with this name already exists";
export const PRODUCT_CATEGORY_NOT_FOUND = "Category not found";
export const PRODUCT_CATEGORY_UPDATED = "Category updated successfully!";
export const categoryHasProducts = (count: number) =>
  `This category has ${count} product${count === 1 ? "" : "s"}. Move or delete ${count === 1 ? "it" : "them"} first, then delete the category.`;
export const CATEGORY_WITH_PRODUCTS_HINT = "Categories with products cannot be deleted";
export const PRODUCT_NAME_REQUIRED = "Product name is required";
export const PRODUCT_CATEGORY_REQUIRED = "Please select a category";
export const PRODUCT_NOT_FOUND = "Product not found";
export const PRODUCT_SKU_TAKEN = "Another product already uses this SKU";
export const PRODUCT_CREATED = "Product created successfully!";
export const PRODUCT_UPDATED = "Product updated successfully!";
export const PRODUCT_DELETED = "Product deleted successfully.";
export const MIN_PRICE_ABOVE_MAX = "Min price cannot be more than max price";
export const NO_PRODUCTS_FOUND = "No products found";
export const NO_PRODUCTS_MATCH = "No products match these filters";
export const NO_PRODUCT_CATEGORIES = "No categories yet";
export const SHOP_EMPTY_PUBLIC = "The shop has no products to show right now. Ask at the front desk.";
export const FAILED_TO_LOAD_PUBLIC_SHOP = "Failed to load the shop";
export const productImageTooLarge = (sizeMb: string, field: string) =>
  `${field}: the image is too large (${sizeMb}MB). Maximum allowed size is 5MB.`;
export const productImageNotImage = (field: string) => `${field}: only image files are allowed (JPG, PNG, GIF, WebP)`;
