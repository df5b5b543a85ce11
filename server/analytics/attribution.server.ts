import type { LeadAttribution } from "../leads/lead-attribution.ts";
import type { VisitorView } from "./analytics-store.server.ts";

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
