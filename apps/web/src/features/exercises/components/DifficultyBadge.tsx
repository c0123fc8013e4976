import { Badge } from "@mantine/core";
import { difficultyColor, enumLabel } from "../utils/labels.ts";

// Shades with readable text (autoContrast picks black on green/orange, white on the dark red).
const SHADE: Record<string, string> = { green: "green.6", orange: "orange.6", red: "red.9", gray: "gray.6" };

/** Part 1 §9: beginner green, intermediate orange, advanced red. */
export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  const color = difficultyColor(difficulty);
  return (
    // flexShrink 0: beside a long name in a card the badge kept shrinking to 'BEGIN…' (issue 8 §4.8).
    <Badge color={SHADE[color] ?? color} autoContrast variant="filled" data-color={color} style={{ flexShrink: 0 }}>
      {enumLabel(difficulty)}
    </Badge>
  );
}
