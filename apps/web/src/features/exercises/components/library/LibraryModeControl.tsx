import { SegmentedControl } from "@mantine/core";
import type { LibraryMode } from "../../utils/library-params.ts";

const MODES: { value: LibraryMode; label: string }[] = [
  { value: "categories", label: "Categories" },
  { value: "muscle-groups", label: "Muscle Groups" },
  { value: "exercises", label: "Exercises" },
];

/** Part 1 §2: "Three modes: categories, muscle-groups, exercises." */
export function LibraryModeControl({ mode, onChange }: { mode: LibraryMode; onChange: (mode: LibraryMode) => void }) {
  return (
    <SegmentedControl<LibraryMode>
      data={MODES}
      value={mode}
      onChange={onChange}
      aria-label="Library view"
      w={{ base: "100%", sm: "auto" }}
    />
  );
}
