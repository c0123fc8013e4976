import type { FormErrors } from "@mantine/form";

/** A failed submit moves to the first field in error, so a long form never fails out of sight. */
export const focusFirstError =
  (form: { getInputNode: (path: never) => HTMLElement | null }) => (errors: FormErrors) => {
    const first = Object.keys(errors)[0];
    const node = first ? form.getInputNode(first as never) : null;
    node?.scrollIntoView({ block: "center" });
    node?.focus({ preventScroll: true });
  };
