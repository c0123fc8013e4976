import type { DoorColour } from "@gym/contracts";
import { SUCCESS_GREEN, WARNING_ORANGE } from "../../../components/ui/accessible-colours.ts";

/** The door's three answers in the product's colours; white text on each is above 4.5:1. */
export const DOOR_BACKGROUND: Record<DoorColour, string> = {
  GREEN: SUCCESS_GREEN,
  AMBER: WARNING_ORANGE,
  RED: "#c92a2a",
};

export const DOOR_LABEL: Record<DoorColour, string> = { GREEN: "Green", AMBER: "Amber", RED: "Red" };
