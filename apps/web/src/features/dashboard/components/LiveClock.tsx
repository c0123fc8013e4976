import { DEFAULT_TIME_ZONE } from "@gym/contracts";
import { Text } from "@mantine/core";
import { useEffect, useState } from "react";

/** Part 1 §9: "Dashboard clock refresh 1 second". Only this small component re-renders every second. */
export const CLOCK_REFRESH_MS = 1000;

// The gym's clock and day (decision 0009), as every other "today" of the dashboard, whatever the browser's zone.
const dateFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: DEFAULT_TIME_ZONE,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});
const timeFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: DEFAULT_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

export function LiveClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={now.toISOString()} data-testid="dashboard-clock">
      <Text fw={700} size="xl" ta={{ base: "left", sm: "right" }} style={{ fontVariantNumeric: "tabular-nums" }}>
        {timeFormat.format(now)}
      </Text>
      <Text size="sm" c="gray.7" ta={{ base: "left", sm: "right" }}>
        {dateFormat.format(now)}
      </Text>
    </time>
  );
}
