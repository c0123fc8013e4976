import { Button } from "@mantine/core";
import { IconBarbell, IconCalendarEvent, IconCurrencyRupee } from "@tabler/icons-react";
import { Link } from "react-router-dom";

/** Part 2 §2: quick buttons to trainerRates, trainerBooking and exerciseAssignments. */
export function TrainerQuickLinks() {
  return (
    <>
      <Button
        component={Link}
        to="/dashboard/trainerRates"
        variant="default"
        leftSection={<IconCurrencyRupee size={16} aria-hidden />}
      >
        Trainer Charges
      </Button>
      <Button
        component={Link}
        to="/dashboard/trainerBooking"
        variant="default"
        leftSection={<IconCalendarEvent size={16} aria-hidden />}
      >
        Trainer Booking
      </Button>
      <Button
        component={Link}
        to="/dashboard/exerciseAssignments"
        variant="default"
        leftSection={<IconBarbell size={16} aria-hidden />}
      >
        Exercise Assignments
      </Button>
    </>
  );
}
