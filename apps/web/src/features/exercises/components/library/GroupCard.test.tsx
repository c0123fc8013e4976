import { describe, expect, it } from "vitest";
import { renderStatic } from "../../../../test/render-static.tsx";
import { GroupCard } from "./GroupCard.tsx";

/** The inline style of the element whose text is `text` (Mantine writes a badge's colours as CSS variables). */
function styleAround(html: string, text: string): string {
  const end = html.indexOf(`>${text}<`);
  const styles = [...html.slice(0, end).matchAll(/style="([^"]*)"/g)];
  return styles.at(-1)?.[1] ?? "";
}

describe("GroupCard (category and muscle-group cards)", () => {
  const html = renderStatic(<GroupCard name="Chest" description="Push" image={null} exerciseCount={3} to="/x" />);

  it("draws the exercise count in white on the dark badge, not blue on blue (issue 8 §4.6)", () => {
    const style = styleAround(html, "3 exercises");
    expect(style).toContain("--badge-bg:var(--mantine-color-blue-9)");
    expect(style).toContain("--badge-color:var(--mantine-color-white)");
  });

  it("says 'No image' for a card without a picture, not the error-like 'Image not found' (issue 8 §4.8)", () => {
    expect(html).toContain(">No image<");
    expect(html).not.toContain("Image not found");
  });
});
