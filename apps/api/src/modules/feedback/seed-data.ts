import type { FeedbackAuthor, FeedbackPriority, FeedbackStatus } from "@gym/contracts";

export interface DemoFeedback {
  /** Index into the demo members (by id order). */
  member: number;
  category: string;
  subject: string;
  message: string;
  rating: number;
  status: FeedbackStatus;
  priority: FeedbackPriority;
  daysAgo: number;
  /** The admin's current response, if any (also the thread's first 'Admin' message). */
  response?: string;
  /** Further messages after the response, in order, a day apart. */
  thread?: { author: FeedbackAuthor; message: string }[];
}

/** Threads in every status and every priority (issue 13), written as members and staff would. */
export const DEMO_FEEDBACK: DemoFeedback[] = [
  {
    member: 0,
    category: "Equipment",
    subject: "Treadmill 3 belt slipping",
    message:
      "The belt on treadmill number 3 slips every time I go above 10 km/h. It jerked badly this morning and I nearly lost my footing. Please get it checked before someone gets hurt, and maybe put a sign on it until then.",
    rating: 2,
    status: "PENDING",
    priority: "URGENT",
    daysAgo: 0,
  },
  {
    member: 1,
    category: "Cleanliness",
    subject: "Men's washroom needs attention in the evening",
    message:
      "Around 7 pm the men's washroom runs out of hand wash and paper towels almost every day, and the floor stays wet. Could the evening cleaning round be moved a little later?",
    rating: 3,
    status: "REVIEWED",
    priority: "HIGH",
    daysAgo: 2,
    response: "Thank you for flagging this. We have asked the housekeeping team to add a round at 7:30 pm.",
  },
  {
    member: 2,
    category: "Facilities",
    subject: "Air conditioning in the cardio zone",
    message:
      "The cardio zone gets very warm after 6 pm. Two of the AC units near the windows seem to be blowing warm air.",
    rating: 3,
    status: "IN_PROGRESS",
    priority: "HIGH",
    daysAgo: 5,
    response: "A technician is booked for Saturday to service both units. We will update you once it is done.",
    thread: [
      { author: "MEMBER", message: "Thanks! It was still warm yesterday evening, just so you know." },
      { author: "ADMIN", message: "Noted. We have placed two pedestal fans there until the service." },
    ],
  },
  {
    member: 3,
    category: "Trainers",
    subject: "Great support from the morning trainer",
    message:
      "I want to thank the morning trainer for correcting my deadlift form patiently over the last two weeks. My back pain is gone and I lift more than before.",
    rating: 5,
    status: "RESOLVED",
    priority: "LOW",
    daysAgo: 9,
    response: "That is lovely to hear! We have passed your message on to the team.",
  },
  {
    member: 4,
    category: "Billing",
    subject: "Receipt for last month's payment",
    message: "I paid my fees in cash last month but did not get a receipt. Could you send one on WhatsApp?",
    rating: 4,
    status: "CLOSED",
    priority: "MEDIUM",
    daysAgo: 16,
    response: "We have sent the receipt to your registered number. Sorry for the delay.",
    thread: [{ author: "MEMBER", message: "Received it, thank you." }],
  },
  {
    member: 5,
    category: "Suggestion",
    subject: "Please add a Sunday yoga batch",
    message:
      "Many of us work on weekdays and would love a Sunday morning yoga batch. Even one hour at 8 am would be wonderful.",
    rating: 4,
    status: "PENDING",
    priority: "LOW",
    daysAgo: 1,
  },
  {
    member: 6,
    category: "General",
    subject: "Music too loud during evening hours",
    message: "The music in the main hall is very loud in the evening. It is hard to hear the trainer's instructions.",
    rating: 3,
    status: "IN_PROGRESS",
    priority: "MEDIUM",
    daysAgo: 3,
    response: "We are testing a lower volume limit this week. Please tell us if it feels better.",
  },
  {
    member: 7,
    category: "Equipment",
    subject: "More 12.5 kg dumbbells needed",
    message: "There is only one pair of 12.5 kg dumbbells and there is always a queue for it during peak hours.",
    rating: 4,
    status: "RESOLVED",
    priority: "MEDIUM",
    daysAgo: 12,
    response: "Two more pairs arrived today and are on the rack.",
  },
  {
    member: 8,
    category: "Facilities",
    subject: "Locker 14 lock is broken",
    message: "The lock of locker 14 does not close properly. I had to carry my bag onto the floor.",
    rating: 2,
    status: "REVIEWED",
    priority: "URGENT",
    daysAgo: 1,
    response: "Thanks, we have taken locker 14 out of use and ordered a new lock.",
  },
  {
    member: 9,
    category: "General",
    subject: "Parking space in the evening",
    message: "It is difficult to find parking after 6 pm. Could the gym reserve a few spots for members?",
    rating: 3,
    status: "CLOSED",
    priority: "LOW",
    daysAgo: 25,
    response:
      "The parking belongs to the building society, so we cannot reserve spots, but the lane behind the gym is free after 6 pm.",
  },
  {
    member: 10,
    category: "Trainers",
    subject: "Personal training slots are always full",
    message: "I tried to book a personal training slot for two weeks and every evening slot is full.",
    rating: 3,
    status: "PENDING",
    priority: "HIGH",
    daysAgo: 4,
  },
  {
    member: 11,
    category: "Cleanliness",
    subject: "Clean mats in the stretching area",
    message: "The stretching mats smell a bit. A weekly wash would help.",
    rating: 4,
    status: "PENDING",
    priority: "MEDIUM",
    daysAgo: 6,
  },
];
