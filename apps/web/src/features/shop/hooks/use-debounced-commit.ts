import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";

export const TYPING_PAUSE_MS = 350;

/**
 * A typed filter (search, brand, prices): the box shows every key stroke, the URL gets the trimmed text
 * once typing pauses; when the URL changes from elsewhere (Clear, the back button) the box follows.
 */
export function useDebouncedCommit(committed: string, commit: (value: string) => void) {
  const [text, setText] = useState(committed);
  const [debounced] = useDebouncedValue(text, TYPING_PAUSE_MS);
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
