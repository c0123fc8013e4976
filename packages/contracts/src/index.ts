export * from "./areas/auth.ts";
export * from "./areas/dashboard.ts";
export * from "./areas/exercises/index.ts";
export * from "./areas/gym-images.ts";
export * from "./areas/members.ts";
export { endpoints, endpointsByArea } from "./catalogue/endpoints.ts";
export * from "./catalogue/types.ts";
export * from "./common.ts";
export { z } from "./messages.ts";
