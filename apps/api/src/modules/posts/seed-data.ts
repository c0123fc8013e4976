import type { PostIcon, PostPriority, PostStatus, PostType } from "@gym/contracts";

/**
 * The demo gym's posts (issue 12): a category per type and fourteen posts across them: live ones,
 * one scheduled for later, one whose offer has expired, a draft and an archived one, with the
 * visits, likes and shares a mid-sized Bengaluru gym's page would collect. Days are relative to
 * the gym's today; times are the gym's wall clock.
 */
export interface DemoCategory {
  name: string;
  post_type: PostType;
  description: string;
  icon?: PostIcon;
  display_order: number;
}

export const DEMO_POST_CATEGORIES: DemoCategory[] = [
  {
    name: "Fitness Challenges",
    post_type: "challenge",
    description: "Monthly challenges with prizes.",
    display_order: 1,
  },
  { name: "Events & Workshops", post_type: "event", description: "Meets, classes and workshops.", display_order: 2 },
  { name: "Membership Offers", post_type: "promotion", description: "Plans and seasonal offers.", display_order: 3 },
  {
    name: "Gym Announcements",
    post_type: "announcement",
    description: "Timings, holidays and news.",
    display_order: 4,
  },
  {
    name: "Posters",
    post_type: "poster",
    description: "Posters for the notice board.",
    icon: "star",
    display_order: 5,
  },
  { name: "Partner Offers", post_type: "advertisement", description: "Offers from our partners.", display_order: 6 },
];

export interface DemoPost {
  title: string;
  category: PostType;
  subtitle: string;
  short_description: string;
  description: string;
  tags: string;
  /** Days before today the post was created. */
  createdDaysAgo: number;
  status?: PostStatus;
  priority?: PostPriority;
  featured?: boolean;
  pinned?: boolean;
  active?: boolean;
  /** [day offset from today, "HH:MM"] in the gym's zone. */
  start?: [number, string];
  end?: [number, string];
  deadline?: [number, string];
  publishAt?: [number, string];
  expireAt?: [number, string];
  max_participants?: number;
  entry_fee?: string;
  prize_details?: string;
  advertiser_name?: string;
  advertiser_contact?: string;
  discount_percentage?: string;
  promo_code?: string;
  call_to_action_text?: string;
  call_to_action_url?: string;
  background_color?: string;
  counts: [views: number, likes: number, shares: number];
  colors: [string, string];
  /** Also draw a wide banner. */
  banner?: boolean;
}

export const DEMO_POSTS: DemoPost[] = [
  {
    title: "Summer Shred: 6-Week Transformation",
    category: "challenge",
    subtitle: "Lose fat, keep muscle, win prizes",
    short_description: "Six weeks of training and nutrition check-ins with weekly weigh-ins.",
    description:
      "Train with our coaches four days a week, log your meals in the group and weigh in every Saturday. Body-fat and photos are checked at the start and the end.",
    tags: "transformation, fat loss, prizes, 6 weeks",
    createdDaysAgo: 4,
    priority: "high",
    featured: true,
    pinned: true,
    start: [7, "06:00"],
    end: [49, "21:00"],
    deadline: [5, "23:59"],
    max_participants: 40,
    entry_fee: "999",
    prize_details: "1st: ₹10,000 + 3 months free. 2nd: ₹5,000. 3rd: a FitFuel hamper.",
    call_to_action_text: "Register at the front desk",
    counts: [842, 96, 41],
    colors: ["#ff8a00", "#e52e71"],
    banner: true,
  },
  {
    title: "10,000 Steps a Day",
    category: "challenge",
    subtitle: "Walk every day this month",
    short_description: "Share your step count every evening; everyone who finishes gets a T-shirt.",
    description: "Post a screenshot of your steps in the WhatsApp group by 10 pm. Miss two days and you are out.",
    tags: "walking, steps, beginner",
    createdDaysAgo: 21,
    start: [-20, "00:00"],
    end: [10, "23:59"],
    entry_fee: "0",
    prize_details: "Gym T-shirt for every finisher",
    counts: [516, 74, 22],
    colors: ["#11998e", "#38ef7d"],
  },
  {
    title: "Yoga Sunday with Coach Priya",
    category: "event",
    subtitle: "Sunrise yoga on the terrace",
    short_description: "A free 75-minute flow for members and one guest each.",
    description: "Bring your own mat. Herbal tea after the session. Limited spots, so register early.",
    tags: "yoga, weekend, free",
    createdDaysAgo: 6,
    featured: true,
    start: [3, "06:30"],
    end: [3, "07:45"],
    deadline: [2, "20:00"],
    max_participants: 30,
    entry_fee: "0",
    counts: [398, 61, 19],
    colors: ["#8e2de2", "#4a00e0"],
  },
  {
    title: "Bengaluru Open Deadlift Meet",
    category: "event",
    subtitle: "Raw deadlift, all weight classes",
    short_description: "Our first in-house meet, judged by state-level referees.",
    description: "Weigh-ins from 7 am. Spectators welcome. Medals for the top three in each class.",
    tags: "powerlifting, deadlift, meet",
    createdDaysAgo: 1,
    status: "scheduled",
    publishAt: [3, "09:00"],
    start: [30, "08:00"],
    end: [30, "17:00"],
    deadline: [25, "23:59"],
    max_participants: 60,
    entry_fee: "750",
    prize_details: "Medals and supplement hampers",
    counts: [0, 0, 0],
    colors: ["#434343", "#000000"],
  },
  {
    title: "Zumba Fridays",
    category: "event",
    subtitle: "Dance cardio every Friday at 7 pm",
    short_description: "Draft: waiting for the instructor's confirmation.",
    description: "45 minutes of dance cardio with a certified instructor.",
    tags: "zumba, cardio, dance",
    createdDaysAgo: 2,
    status: "draft",
    counts: [0, 0, 0],
    colors: ["#f953c6", "#b91d73"],
  },
  {
    title: "Refer a Friend, Get a Month Free",
    category: "promotion",
    subtitle: "Both of you save",
    short_description: "Your friend joins on any 3-month plan and you both get a month free.",
    description: "Valid for new members only. Mention your member ID at the desk when your friend joins.",
    tags: "referral, offer, membership",
    createdDaysAgo: 12,
    featured: true,
    discount_percentage: "25",
    promo_code: "FRIEND25",
    call_to_action_text: "Ask on WhatsApp",
    call_to_action_url: "https://wa.me/919845012345",
    counts: [655, 88, 127],
    colors: ["#f7971e", "#ffd200"],
  },
  {
    title: "Diwali Offer: 3 Months for ₹4,999",
    category: "promotion",
    subtitle: "Festival special",
    short_description: "The Diwali plan has ended; thanks to the 58 members who joined.",
    description: "Three months of gym access with one personal-training session.",
    tags: "diwali, festival, offer",
    createdDaysAgo: 45,
    expireAt: [-25, "23:59"],
    discount_percentage: "20",
    promo_code: "DIWALI20",
    counts: [1210, 143, 96],
    colors: ["#ee0979", "#ff6a00"],
  },
  {
    title: "New Year Resolution Plan",
    category: "promotion",
    subtitle: "12 months at the price of 9",
    short_description: "Goes live in the last week of December.",
    description: "Annual plan with a body-composition scan every quarter.",
    tags: "new year, annual plan",
    createdDaysAgo: 0,
    status: "scheduled",
    publishAt: [20, "10:00"],
    discount_percentage: "25",
    counts: [0, 0, 0],
    colors: ["#0f2027", "#2c5364"],
  },
  {
    title: "Gym Closed on Guru Nanak Jayanti",
    category: "announcement",
    subtitle: "Regular timings resume the next day",
    short_description: "The gym stays closed for the holiday.",
    description: "Trainers will share a home workout in the WhatsApp group.",
    tags: "holiday, timings",
    createdDaysAgo: 30,
    priority: "urgent",
    status: "expired",
    counts: [305, 12, 40],
    colors: ["#485563", "#29323c"],
  },
  {
    title: "New Squat Racks Installed",
    category: "announcement",
    subtitle: "Four racks with platforms",
    short_description: "Competition-grade racks and calibrated plates are on the floor.",
    description: "Ask a trainer for a quick walkthrough before your first session on the platforms.",
    tags: "equipment, strength",
    createdDaysAgo: 9,
    counts: [277, 58, 9],
    colors: ["#3a7bd5", "#00d2ff"],
  },
  {
    title: "Morning Batch Timings from December",
    category: "poster",
    subtitle: "Now opening at 5:30 am",
    short_description: "Mon-Sat 5:30 am to 10:30 pm, Sunday 6 am to 12 noon.",
    description: "The morning batch starts half an hour earlier from the 1st.",
    tags: "timings, notice",
    createdDaysAgo: 3,
    background_color: "#FFF8E1",
    counts: [189, 21, 33],
    colors: ["#fc4a1a", "#f7b733"],
  },
  {
    title: "FitFuel Whey: 15% Off for Members",
    category: "advertisement",
    subtitle: "From our nutrition partner",
    short_description: "Show your member card at FitFuel Koramangala.",
    description: "Valid on all whey and plant protein tubs. One tub per member per month.",
    tags: "protein, nutrition, partner",
    createdDaysAgo: 15,
    advertiser_name: "FitFuel Nutrition, Koramangala",
    advertiser_contact: "+91 98450 12345",
    discount_percentage: "15",
    promo_code: "FITFUEL15",
    counts: [432, 37, 15],
    colors: ["#56ab2f", "#a8e063"],
  },
  {
    title: "Free Posture Check at Physio Care",
    category: "advertisement",
    subtitle: "For members, every Wednesday",
    short_description: "A 20-minute posture and mobility screen by a physiotherapist.",
    description: "Book a slot at the front desk. Physio Care Clinic, 2nd floor.",
    tags: "physio, posture, health",
    createdDaysAgo: 18,
    advertiser_name: "Physio Care Clinic",
    advertiser_contact: "physiocare.blr@example.com",
    counts: [201, 19, 6],
    colors: ["#1d976c", "#93f9b9"],
  },
  {
    title: "Monsoon Fitness Challenge",
    category: "challenge",
    subtitle: "Results are in",
    short_description: "Archived: congratulations to Ananya, Rohit and Farhan.",
    description: "Eight weeks of consistency through the rains.",
    tags: "monsoon, results",
    createdDaysAgo: 60,
    status: "archived",
    start: [-100, "06:00"],
    end: [-44, "21:00"],
    counts: [934, 151, 48],
    colors: ["#2193b0", "#6dd5ed"],
  },
];
