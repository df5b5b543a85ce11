import type { Structure } from "./localized.ts";
import type { PrivacyNotice } from "./schemas.ts";
import type { SiteConfig } from "./site-config-schema.ts";

/**
 * What the privacy page states as figures, as the server's code sets them by default. The page is
 * prerendered, so it cannot read the running server's settings: privacy.test.ts compares these
 * with the code's defaults, and an operator who changes one of those settings (CONTACT_RETENTION_DAYS,
 * ANALYTICS_RAW_DAYS) must change this page too (docs/privacy.md).
 */
export const privacyFacts = {
  /** The day this page last changed, shown at its top. */
  updated: "2026-11-26",
  /** CONTACT_RETENTION_DAYS is unset by default: messages stay until staff delete them. */
  messageRetentionDays: null,
  /** ANALYTICS_RAW_DAYS' default: raw page views are deleted after this many days. */
  rawViewDays: 30,
  /** Housekeeping deletes a day's visitor salt once that day began this many hours ago. */
  saltHours: 48,
  /** A lead keeps at most this many of the sender's pages seen that day (pagesSeenLimit). */
  pagesSeen: 20,
} as const;

const { rawViewDays, saltHours, pagesSeen } = privacyFacts;

/**
 * Where a visitor's country comes from when no proxy supplies it: DB-IP's IP to Country Lite,
 * turned into a table at build time (tools/build/build-ip-country.ts). Its licence (CC BY 4.0) asks
 * for a link to DB-IP wherever its results are used or shown: the privacy page and the dashboard.
 */
export const countryDataSource = { name: "DB-IP", href: "https://db-ip.com", licence: "CC BY 4.0" } as const;

/**
 * What each language writes on the privacy page: its labels and, per section, the heading and
 * blocks (a paragraph is a string, a bulleted list an array of them). The visits section closes
 * with the credit DB-IP's licence asks for, so every language must write it.
 */
export type PrivacyStrings<Id extends string = string> = {
  updatedLabel: string;
  contactLabels: { email: string; phone: string; post: string };
  sections: Record<Id, PrivacySectionStrings> & { visits: Required<Pick<PrivacySectionStrings, "credit">> };
};
/** What the page names of the site configuration, in the page's language. */
export type PrivacySite = Pick<SiteConfig, "legalName"> & { address: Pick<SiteConfig["address"], "locality"> };

type PrivacySectionStrings = Omit<PrivacyNotice["sections"][number], "id" | "contact">;

/** The page's sections in order; `contact` marks the one after which the page lists the ways to reach us. */
export const privacyStructure = {
  sections: [
    { id: "who-we-are" },
    { id: "contact-form" },
    { id: "how-long" },
    { id: "who-is-told" },
    { id: "visits" },
    { id: "no-tracking" },
    { id: "your-rights", contact: true },
    { id: "changes" },
  ],
} as const satisfies Structure<PrivacyNotice, PrivacyStrings>;
export type PrivacySectionId = (typeof privacyStructure)["sections"][number]["id"];

/**
 * The privacy page in plain words: what the contact form stores and who is told, what the
 * server's own visit counting keeps, why there is no cookie banner, and the visitor's rights.
 * Every statement describes what the code does (server/leads, server/analytics);
 * the agency's name and contact details come from the edition's site record when the page renders.
 */
export const privacyStrings = (site: PrivacySite) =>
  ({
    updatedLabel: "Last updated",
    contactLabels: { email: "Email", phone: "Phone", post: "Post" },
    sections: {
      "who-we-are": {
        heading: "Who we are",
        blocks: [
          `This is the website of ${site.legalName}, a software and digital services agency in ${site.address.locality}. This page explains, in plain words, what the website keeps about you, why, and for how long.`,
        ],
      },
      "contact-form": {
        heading: "When you send us a message",
        blocks: [
          "What you type into the contact form goes straight to our own server, which stores it in the website's database. We keep:",
          [
            "your name, email address, subject and message, as you typed them;",
            "the date and time, and whether you wrote from an English or a Bangla page;",
            "your browser's identification (the “user agent”: which browser and operating system), and a scrambled code made from your internet (IP) address. The address itself is never stored; the code only lets us see how many messages arrive from one connection in a short time, to keep out spam;",
            `how you found us that day, if our visit counting (below) saw your visit: the first page you opened, the website whose link brought you here (its name only), any campaign tags in that link, and the pages you looked at, up to the last ${pagesSeen}.`,
          ],
          "We use all this only to read and answer your message, and to see which pages and campaigns bring us enquiries. Apart from what “Who is told about your message” describes, the website passes none of it to anyone.",
        ],
      },
      "how-long": {
        heading: "How long we keep your message",
        blocks: [
          "Messages are not deleted automatically after a fixed time: a message stays in our database until one of our staff deletes it, or until you ask us to. Deleting a message deletes everything stored with it: the scrambled code, the browser details and how you found us.",
          "The notification email our team receives (see below) stays in our mailbox like any other email until we delete it.",
        ],
      },
      "who-is-told": {
        heading: "Who is told about your message",
        blocks: [
          "As soon as your message is stored, the website lets our team know, in up to two ways:",
          [
            "an email to our team's mailbox with your name, email address, subject, message, the time, the page's language and a reference number, so that we can reply to you directly. How you found us is not in this email;",
            "a Telegram message, if we have it switched on, with only your name, the subject and a link to the message in our staff area. Your message and your email address are never sent to Telegram.",
          ],
          "Only our staff can open the staff area of the website where messages are kept, each with their own passkey.",
        ],
      },
      visits: {
        heading: "What we count when you visit",
        blocks: [
          "To know which pages people read, our server counts page views itself, as it sends each page. For each view it keeps:",
          [
            "the page, its language, and whether it was found;",
            "the name of the website whose link brought you here (never the full address of the page you came from), and any campaign tags in that link;",
            "the kind of device (phone, tablet or computer) and of browser (such as Chrome or Firefox);",
            "your country, which our server looks up from your internet address in a list of address ranges it keeps itself (no one else is asked), or which the hosting service in front of our server supplies;",
            "the time, and a visitor code, explained next.",
          ],
          `To tell visitors apart without knowing who they are, the server mixes your internet address and your browser's identification with a random key that changes every day, and keeps only the scrambled result. Each day's key is deleted ${saltHours} hours after that day begins; after that nobody, not even we, can work out which address or device a code came from, and the next day you count as a new visitor. Our visit counting never stores your internet address.`,
          `These individual views are deleted after ${rawViewDays} days. What stays are daily totals: how many views and visitors each page, language, referring website, campaign, kind of device, browser and country had on a day. The server clears out old keys and views every six hours, so each may last up to six hours longer than stated here.`,
          "Search engines' robots and other automated visitors, pages a browser loads in advance in case you open them, and our staff area are not counted.",
          `When you use the site's search, we count the words you searched for, with the day, the page's language and whether anything was found: nothing else, and nothing that links a search to you or to your other views. These counts are deleted after ${rawViewDays} days. To stop floods of searches, the server keeps your internet address in its memory for at most a minute, to count your searches, and never stores it.`,
        ],
        credit: {
          before: "The list of countries by internet address is ",
          link: "IP Geolocation by DB-IP",
          after: `, used under the Creative Commons Attribution 4.0 licence (${countryDataSource.licence}).`,
        },
      },
      "no-tracking": {
        heading: "No cookies, no trackers, no banner",
        blocks: [
          "Our visit counting uses no cookies and stores nothing on your device. Our pages carry no third-party scripts, tags or pixels, so while you read them your browser sends nothing to advertising or analytics companies.",
          "That is why there is no cookie banner here: there is nothing to accept or refuse. The counting happens on our own server, is shared with no one, and cannot be traced back to you.",
          "Three things you should still know:",
          [
            "on Bangla pages, once a page has loaded, your browser downloads our Bangla font from our own server and notes in its local storage that it has it (only the font file's address), so that the next pages show it at once. The note says nothing about you and is never sent to us; clearing this site's data in your browser removes it;",
            "the video of our office comes from YouTube, but nothing is loaded from YouTube until you press play. Once you do, the video plays from YouTube, and Google's own privacy policy applies to it;",
            "the links to our social media profiles, WhatsApp, Telegram and Messenger are plain links: nothing is loaded from those services until you follow one.",
          ],
        ],
      },
      "your-rights": {
        heading: "Your rights: see, correct or delete your data",
        blocks: [
          "You can ask us at any time what we hold about you, ask us to correct it, or ask us to delete it: your messages and everything stored with them. Write from the email address you used, or tell us your name and roughly when you wrote. We may ask a question to make sure the request really comes from you.",
          "Visit counts cannot be matched to a person, so they hold nothing we could show you or delete for you.",
        ],
      },
      changes: {
        heading: "Changes to this page",
        blocks: [
          "If the website starts keeping something new, or keeps something for longer, we will update this page first and change the date at the top.",
        ],
      },
    },
  }) satisfies PrivacyStrings<PrivacySectionId>;
