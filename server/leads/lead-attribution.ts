/**
 * What a contact message keeps of how its sender found the site, from their page views that day
 * (the messages table's attribution columns). Analytics works it out (analytics/attribution.server.ts);
 * the lead keeps it, so the type is the lead's.
 */
export type LeadAttribution = {
  entryPage: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** Paths, oldest first: the last views before the message was sent (analytics' `pagesSeenLimit`). */
  pagesSeen: string[];
};
