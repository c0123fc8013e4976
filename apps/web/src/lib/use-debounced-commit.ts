import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";

export const TYPING_PAUSE_MS = 350;

/**
 * A typed filter (a search box, a brand, a price): the box shows every key stroke, `commit` gets the
 * trimmed text once typing pauses (usually into the URL); when the committed value changes from
 * elsewhere (Clear, a menu link, the back button), the box follows it.
 */
export function useDebouncedCommit(committed: string, commit: (value: string) => void) {
  const [text, setText] = useState(committed);
  const [debounced] = useDebouncedValue(text, TYPING_PAUSE_MS);
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
