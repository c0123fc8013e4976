import { Group, UnstyledButton } from "@mantine/core";
import { IconStar, IconStarFilled } from "@tabler/icons-react";

/** Five stars to choose a rating of 1 to 5 (part 2 §9), each a named radio a finger or a keyboard can press. */
export function StarPicker({
  value,
  onChange,
  labelId,
}: {
  value: number;
  onChange: (rating: number) => void;
  labelId: string;
}) {
  return (
    <Group gap={4} role="radiogroup" aria-labelledby={labelId}>
      {[1, 2, 3, 4, 5].map((n) => (
        <UnstyledButton
          key={n}
          role="radio"
          aria-checked={value === n}
          aria-label={n === 1 ? "1 star" : `${n} stars`}
          onClick={() => onChange(n)}
          p={4}
          style={{ lineHeight: 0, color: n <= value ? "#a34a00" : "#495057" }}
        >
          {n <= value ? <IconStarFilled size={28} aria-hidden /> : <IconStar size={28} aria-hidden />}
        </UnstyledButton>
      ))}
    </Group>
  );
}
