import { z } from "zod";

/**
 * Readable default messages that name the field, so a 400 says which field is wrong
 * ("email is required") without every schema spelling it out. Schemas that carry one of the
 * spec's exact texts set their own `error`, which wins over this map.
 */
function fieldName(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((p) => typeof p === "string");
  return typeof last === "string" ? last : "value";
}

z.config({
  customError: (issue) => {
    const field = fieldName(issue.path ?? []);
    switch (issue.code) {
      case "invalid_type":
        if (issue.input === undefined || issue.input === null) return `${field} is required`;
        return `${field} must be ${issue.expected === "int" ? "a whole number" : `a ${issue.expected}`}`;
      case "too_small":
        if (issue.origin === "string") {
          return issue.minimum === 1 ? `${field} is required` : `${field} must be at least ${issue.minimum} characters`;
        }
        if (issue.origin === "array") return `${field} needs at least ${issue.minimum} item(s)`;
        return `${field} must be at least ${issue.minimum}`;
      case "too_big":
        if (issue.origin === "string") return `${field} must be at most ${issue.maximum} characters`;
        if (issue.origin === "array") return `${field} allows at most ${issue.maximum} item(s)`;
        return `${field} must be at most ${issue.maximum}`;
      case "invalid_value":
        return `${field} must be one of ${issue.values.map(String).join(", ")}`;
      case "invalid_format":
        if (issue.format === "email") return `${field} must be a valid email address`;
        if (issue.format === "date") return `${field} must be a date in YYYY-MM-DD format`;
        return `${field} has an invalid format`;
      case "unrecognized_keys":
        return `Unknown field(s): ${issue.keys.join(", ")}`;
      default:
        return undefined;
    }
  },
});

export { z };
