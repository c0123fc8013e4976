export * from "./link.ts";
export * from "./messages.ts";
export * from "./requests.ts";
