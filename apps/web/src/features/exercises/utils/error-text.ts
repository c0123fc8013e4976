export { serverFailureText } from "../../../lib/api-error.ts";
