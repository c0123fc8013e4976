export * from "./assignments.ts";
export * from "./bookings.ts";
export * from "./messages.ts";
export * from "./rates.ts";
export * from "./trainers.ts";
