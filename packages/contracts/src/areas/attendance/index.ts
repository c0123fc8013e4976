/** The front desk (issue 24): check-in and its door check, member cards, attendance and its reports. */
export * from "./cards.ts";
export * from "./check-in.ts";
export * from "./door.ts";
export * from "./freezes.ts";
export * from "./lists.ts";
export * from "./reports.ts";
export * from "./settings.ts";
export * from "./texts.ts";
