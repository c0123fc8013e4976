import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";

export const SEARCH_DEBOUNCE_MS = 350;

/**
 * The search box's text, committed (trimmed) through `commit` once typing pauses. When the URL's search
 * changes from elsewhere (a menu link, the back button), the box follows it.
 */
export function useDebouncedSearch(committed: string, commit: (value: string) => void) {
  const [text, setText] = useState(committed);
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // Only a new debounced value may commit; the latest committed value and callback are read through a ref.
  const latest = useRef({ committed, commit });
  latest.current = { committed, commit };

  useEffect(() => {
    const value = debounced.trim();
    if (value !== latest.current.committed) latest.current.commit(value);
  }, [debounced]);

  useEffect(() => {
    setText((current) => (current.trim() === committed ? current : committed));
  }, [committed]);

  return [text, setText] as const;
}
