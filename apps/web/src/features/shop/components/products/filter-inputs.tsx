import { PRODUCT_ORDERING_LABELS, PRODUCT_ORDERINGS } from "@gym/contracts";
import { TextInput } from "@mantine/core";
import { useDebouncedCommit } from "../../../../lib/use-debounced-commit.ts";

/** The filter choices of part 2 §2, with the spec's labels. */
export const STOCK_OPTIONS = [
  { value: "", label: "All" },
  { value: "in", label: "In Stock" },
  { value: "out", label: "Out of Stock" },
];
export const FEATURED_OPTIONS = [
  { value: "", label: "All" },
  { value: "1", label: "Featured Only" },
];
export const ORDERING_OPTIONS = PRODUCT_ORDERINGS.map((o) => ({ value: o, label: PRODUCT_ORDERING_LABELS[o] }));

/** A price box: digits and at most two decimals, committed once typing pauses. */
export function PriceInput({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string;
  onCommit: (v: string) => void;
}) {
  const [text, setText] = useDebouncedCommit(value, (v) => onCommit(/^\d+(\.\d{1,2})?$/.test(v) ? v : ""));
  return (
    <TextInput
      label={label}
      inputMode="decimal"
      placeholder="₹"
      value={text}
      onChange={(e) => setText(e.currentTarget.value.replace(/[^\d.]/g, ""))}
    />
  );
}
