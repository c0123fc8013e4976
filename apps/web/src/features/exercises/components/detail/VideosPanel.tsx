import { Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { Exercise } from "../../api/types.ts";
import { videoSections } from "../../utils/exercise-media.ts";
import { DetailSection } from "./DetailSection.tsx";

/** HTML5 video; part 1 §2: "a failed video hides the media". */
function ExerciseVideo({ url, title }: { url: string; title: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    // biome-ignore lint/a11y/useMediaCaption: exercise demonstrations are silent clips without captions.
    <video
      src={url}
      controls
      preload="metadata"
      aria-label={title}
      style={{ width: "100%", borderRadius: "var(--mantine-radius-sm)" }}
      onError={() => setFailed(true)}
    />
  );
}

/** Part 1 §2 "videos (main, primary, demo, form, other)"; empty kinds are left out. */
export function VideosPanel({ exercise }: { exercise: Exercise }) {
  const sections = videoSections(exercise).filter((section) => section.urls.length > 0);
  return (
    <DetailSection title="Videos">
      {sections.length === 0 ? (
        <Text size="sm" c="gray.7">
          No videos
        </Text>
      ) : (
        <Stack gap="sm">
          {sections.map((section) => (
            <Stack key={section.key} gap={4}>
              <Text size="sm" fw={600}>
                {section.title}
              </Text>
              {section.urls.map((url) => (
                <ExerciseVideo key={url} url={url} title={`${exercise.name}: ${section.title}`} />
              ))}
            </Stack>
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}
