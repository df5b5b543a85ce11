/**
 * The seeded campaigns: each runs on some days, brings a share of that day's visits and lands
 * on one page. Eid dates are the expected ones for Bangladesh (they follow the moon).
 */
export type Campaign = {
  source: string;
  medium: string;
  name: string;
  landing: string;
  /** The referring host the visit shows (an email client sends none). */
  referrer: string | null;
  /** Share of the day's visits, on the days it runs. */
  share: number;
  runs: (day: string) => boolean;
};

const eids = ["2025-03-31", "2025-06-07", "2026-03-20", "2026-05-27", "2027-03-10", "2027-05-17"];
const daysBefore = (day: string, date: string) => (Date.parse(date) - Date.parse(day)) / 86_400_000;

export const campaigns: Campaign[] = [
  {
    source: "facebook",
    medium: "paid-social",
    name: "eid-offer",
    landing: "/digital-marketing",
    referrer: "m.facebook.com",
    share: 0.18,
    // The two weeks before each Eid.
    runs: (day) => eids.some((eid) => daysBefore(day, eid) >= 0 && daysBefore(day, eid) < 14),
  },
  {
    source: "facebook",
    medium: "paid-social",
    name: "winter-sale",
    landing: "/our-services",
    referrer: "l.facebook.com",
    share: 0.08,
    runs: (day) => ["11", "12", "01"].includes(day.slice(5, 7)),
  },
  {
    source: "linkedin",
    medium: "paid-social",
    name: "b2b-software",
    landing: "/software-development",
    referrer: "linkedin.com",
    share: 0.03,
    runs: () => true,
  },
  {
    source: "newsletter",
    medium: "email",
    name: "monthly-update",
    landing: "/latest-projects",
    referrer: null,
    share: 0.06,
    runs: (day) => Number(day.slice(8, 10)) <= 3,
  },
  {
    source: "google",
    medium: "cpc",
    name: "web-design-dhaka",
    landing: "/software-development",
    referrer: "google.com",
    share: 0.04,
    runs: (day) => day >= "2025-09-01",
  },
];
