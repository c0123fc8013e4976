import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * One form kit, one toast (decision 0237, docs/conventions.md "Forms"): fails when a second `notify`, a
 * direct `notifications.show`, or a form validator outside src/components/form/ appears.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({ path: relative(SRC, path), source: readFileSync(path, "utf8") }));
const matching = (pattern: RegExp) =>
  files
    .filter(({ source }) => pattern.test(source))
    .map(({ path }) => path)
    .sort();

/** A form validating by itself: Mantine's useForm or schemaResolver, a zod safeParse, a validate…Form / …Problem helper. */
const OWN_VALIDATION =
  /\{[^}]*\buseForm\b[^}]*\} from "@mantine\/form"|\bschemaResolver\b|\.safeParse\(|\bvalidate[A-Z]\w*Form\b|\b\w+FormProblem\b|\bfirstProblem\b/;

describe("one form kit, one notify (docs/conventions.md, Forms)", () => {
  it("only components/ui/notify.tsx shows a notification", () => {
    expect(matching(/\bnotifications\.show\(/)).toEqual(["components/ui/notify.tsx"]);
  });

  it("there is one notify: no other file defines or is named notify", () => {
    const named = files.filter(({ path }) => /(^|\/)notify\.tsx?$/.test(path)).map(({ path }) => path);
    expect(named).toEqual(["components/ui/notify.tsx"]);
    expect(matching(/export (function|const) notify\b/)).toEqual(["components/ui/notify.tsx"]);
  });

  it("forms validate only through the kit (src/components/form/): every form is on it (issue 22 §3)", () => {
    expect(matching(OWN_VALIDATION).filter((path) => !path.startsWith("components/form/"))).toEqual([]);
  });

  it("the pattern catches each way of validating that the kit replaced", () => {
    for (const source of [
      'import { useForm } from "@mantine/form";',
      "validate: schemaResolver(x, { sync: true })",
      "const r = amountPaid.safeParse(v);",
      "export function validateTrainerForm(values) {}",
      "const problem = exerciseFormProblem(values);",
    ])
      expect(OWN_VALIDATION.test(source), source).toBe(true);
    expect(OWN_VALIDATION.test('import { useContractForm } from "../../components/form/use-contract-form.ts";')).toBe(
      false,
    );
  });
});
