import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCameraOff } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { qrReader } from "../../utils/scanner.ts";

/** The same card is read again only after this pause (the member's card stays in front of the camera). */
const SAME_CODE_PAUSE_MS = 5000;
const READ_EVERY_MS = 250;

/**
 * The device's camera (the back one on a phone or tablet), read for QR codes a few times a second
 * (issue 24 §1). A card that was just read is not read again for a few seconds.
 */
export function CameraScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(onCode);
  latest.current = onCode;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const last = { code: "", at: 0 };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play().catch(() => undefined);
        const reader = await qrReader();
        let reading = false;
        timer = setInterval(async () => {
          if (reading || !video.current) return;
          reading = true;
          try {
            const code = await reader.read(video.current);
            const now = performance.now();
            if (code && (code !== last.code || now - last.at > SAME_CODE_PAUSE_MS)) {
              last.code = code;
              last.at = now;
              latest.current(code);
            }
          } catch {
            // A frame that could not be read: the next one is tried.
          } finally {
            reading = false;
          }
        }, READ_EVERY_MS);
      } catch (error) {
        setProblem(
          error instanceof DOMException && error.name === "NotAllowedError"
            ? "The camera is not allowed for this page. Allow it in the browser, or type the card's code."
            : "No camera could be opened. Type the card's code, or search by name or phone.",
        );
      }
    })();
    return () => {
      stopped = true;
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        {problem ? (
          <Text size="sm" c="gray.9" role="status">
            {problem}
          </Text>
        ) : (
          <video
            ref={video}
            muted
            playsInline
            aria-label="Camera: hold the member card's QR code up to it"
            style={{ width: "100%", maxHeight: 260, objectFit: "cover", borderRadius: 8, background: "#000" }}
          />
        )}
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="gray.7">
            Hold the card's QR code in front of the camera.
          </Text>
          <Button variant="default" size="md" leftSection={<IconCameraOff size={18} aria-hidden />} onClick={onClose}>
            Close camera
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
