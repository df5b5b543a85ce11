import type { VisitorView } from "./analytics-store.server.ts";

/** What a contact message keeps of how its sender found the site, from their views that day. */
export type LeadAttribution = {
  entryPage: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** Paths, oldest first: the last `pagesSeenLimit` views before the message was sent. */
  pagesSeen: string[];
};

export const pagesSeenLimit = 20;

/**
 * A lead's attribution from one visitor's views of the day, oldest first; null without views
 * (the visitor's views were not counted: a bot, ANALYTICS=off, another day). The entry page is
 * the first view's; the referrer is the first one seen (later views come from our own pages and
 * have none); the campaign is that of the first view that carried any utm_ value, so a visitor
 * who came back through an ad keeps the ad's campaign.
 */
export function attributionOf(views: readonly VisitorView[]): LeadAttribution | null {
  const [first] = views;
  if (!first) return null;
  const tagged = views.find((view) => view.utmSource ?? view.utmMedium ?? view.utmCampaign);
  return {
    entryPage: first.path,
    referrerHost: views.find((view) => view.referrer)?.referrer ?? null,
    utmSource: tagged?.utmSource ?? null,
    utmMedium: tagged?.utmMedium ?? null,
    utmCampaign: tagged?.utmCampaign ?? null,
    pagesSeen: views.slice(-pagesSeenLimit).map((view) => view.path),
  };
}
