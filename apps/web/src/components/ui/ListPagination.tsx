import { Pagination, type PaginationProps } from "@mantine/core";

const CONTROL_NAMES = { first: "First page", previous: "Previous page", next: "Next page", last: "Last page" } as const;

/**
 * The one pagination of the lists (issue 22 §11: the payments history's arrows had no name, axe
 * `button-name`): every arrow is named ("Previous page", "Next page"), every number says it is a page.
 */
export function ListPagination(props: Omit<PaginationProps, "getControlProps" | "getItemProps">) {
  return (
    <Pagination
      {...props}
      getControlProps={(control) => ({ "aria-label": CONTROL_NAMES[control] })}
      getItemProps={(page) => ({ "aria-label": `Page ${page}` })}
    />
  );
}
