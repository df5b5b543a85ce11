import { resolve } from "node:path";
import { createAnalyticsService } from "./analytics/analytics-service.server.ts";
import { type CountryLookup } from "./analytics/view-fields.server.ts";
import { loadCountryLookup } from "./analytics/ip-country.server.ts";
import type { AppServices } from "./app-context.ts";
import { createContactService } from "./leads/contact-service.server.ts";
import { createSearchCounter } from "./analytics/search-counter.server.ts";
import { createSearchLimit } from "./search/search-limit.server.ts";
import { createMailer } from "./outbox/transports/mailer.server.ts";
import { createNotifier, type Notifier } from "./outbox/notifier.server.ts";
import type { OutboxChannel } from "./outbox/delivery.ts";
import { createOutbox } from "./outbox/outbox-store.server.ts";
import { createTelegramSender } from "./outbox/transports/telegram.server.ts";
import { siteRecordOf } from "../app/content/edition/site-record.ts";
import { contentOnConnection } from "./content/content-on-connection.ts";
import { setArticleImageSizes } from "../app/content/insights/article-images.server.ts";
import { editionRulesFor } from "./content/edition-rules.ts";
import { siteImageSizes } from "./content/image-sizes.server.ts";
import { findImage } from "./content/images.server.ts";
import { connectDatabase } from "./db/connection.ts";
import type { Database } from "./db/database.ts";
import { log } from "./shared/log.ts";
import { createFollowUp } from "./staff/follow-up.server.ts";
import { createHousekeeping } from "./jobs/housekeeping.server.ts";
import type { Settings } from "./settings/settings.ts";

export type Services = Omit<AppServices, "pages"> & {
  /** /healthz: the messages database takes writes. */
  health: AppServices["contact"]["health"];
  /** Opens the store before the server listens, so a first post does not wait for migrations. */
  ready(): Promise<void>;
  /** Stops the background jobs, then closes the database (after the last request). */
  close(): Promise<void>;
};

/** Where the images records name are: the build's files, and public/ for `npm run dev` (no build needed). */
const imageDirs = (buildDir: string) => [resolve(buildDir, "client"), resolve("public")];

/** The build's IP-to-country table (tools/build/build-ip-country.ts); without it, countries come only from a proxy's header. */
function countryTable(buildDir: string): CountryLookup | undefined {
  const path = resolve(buildDir, "ip-country.bin");
  const { lookup, problem } = loadCountryLookup(path);
  if (problem) log.warn("no IP-to-country table: countries only from ANALYTICS_COUNTRY_HEADER", { path, problem });
  return lookup;
}

/**
 * The composition root: every server-side service, created once per process from the settings
 * (parsed once, server/settings/) and handed to the routes through React Router's context
 * (server/app-context.ts).
 * The database connection is shared; the jobs that need it (the outbox's notifier, housekeeping)
 * start when it first opens, so a store that is down at start-up delays them instead of the start.
 */
export function createServices(settings: Settings): Services {
  const { leads, outbox, staff: staffConfig, analytics: analyticsConfig } = settings;
  if (!analyticsConfig.enabled) log.info("ANALYTICS=off: page views are not counted");
  const mailer = outbox.smtp ? createMailer(outbox.smtp) : undefined;
  const telegram = outbox.telegram
    ? createTelegramSender({ ...outbox.telegram, inboxOrigin: staffConfig.origin })
    : undefined;
  const channels: OutboxChannel[] = [...(mailer ? ["email" as const] : []), ...(telegram ? ["telegram" as const] : [])];
  if (!mailer && !telegram) log.info("SMTP not configured: messages are stored only");
  else if (!mailer) log.info("SMTP not configured: messages are stored and sent to Telegram");
  if (outbox.smtp?.insecure) log.warn("SMTP_INSECURE=1: the mail server may be spoken to without TLS");

  let notifier: Notifier | undefined;
  let housekeeping: ReturnType<typeof createHousekeeping> | undefined;
  let followUp: ReturnType<typeof createFollowUp> | undefined;
  function startJobs(db: Database) {
    housekeeping = createHousekeeping({
      db,
      days: leads.retentionDays,
      analytics: { rawDays: analyticsConfig.rawDays },
    });
    housekeeping.start();
    if (channels.length === 0) return;
    notifier = createNotifier({
      outbox: createOutbox(db),
      mailer,
      telegram,
      staffOrigin: staffConfig.origin,
      // Emails name the agency as the published edition does: a new phone number reaches the
      // next acknowledgement as it reaches the pages.
      agency: async () => siteRecordOf((await content.published()).edition),
      intervalMs: outbox.intervalMs,
      claimMs: outbox.claimMs,
    });
    // From now on every delivery queued through this database wakes it (queue.server.ts).
    notifier.start();
    followUp = createFollowUp({
      db,
      reminderMs: staffConfig.reminderMs,
      channels,
    });
    followUp.start();
  }

  const connection = connectDatabase(settings.database, { onOpen: startJobs });
  const analytics = createAnalyticsService({
    connection,
    config: analyticsConfig,
    lookupCountry: analyticsConfig.enabled ? countryTable(settings.http.buildDir) : undefined,
  });
  const contact = createContactService({
    connection,
    rateLimit: leads.rateLimit,
    ipHashSalt: leads.ipHashSalt,
    channels,
    acknowledge: leads.acknowledge && Boolean(mailer),
    acknowledgementDailyLimit: leads.acknowledgementDailyLimit,
    attribution: analytics.attribution,
    refusedFlushMs: leads.refusedFlushMs,
  });

  const searchTerms = createSearchCounter({
    store: () => connection.get(),
    flushMs: analyticsConfig.flushMs,
    enabled: analyticsConfig.enabled,
    countHeadless: analyticsConfig.countHeadless,
  });

  const imageFolders = imageDirs(settings.http.buildDir);
  const content = contentOnConnection(connection, editionRulesFor(imageFolders));
  // Articles' pages and the editor's previews measure uploads in this store (articles.server.ts).
  setArticleImageSizes(
    siteImageSizes(imageFolders, async (id) => {
      const db = await connection.get();
      const image = db && (await findImage(db, id));
      return image && { width: image.width, height: image.height };
    }),
  );

  return {
    contact,
    analytics,
    content,
    staff: { config: staffConfig, connection },
    outbox: { channels },
    search: { limit: createSearchLimit(settings.search.rateLimit), terms: searchTerms },
    contentImages: { maxBytes: settings.content.imageMaxBytes },
    health: contact.health,
    ready: () => connection.get().then(() => undefined),
    async close() {
      housekeeping?.stop();
      followUp?.stop();
      // The views and refused-post counts still in memory are written before the database closes
      // (a SIGKILL loses them).
      await analytics.close();
      await searchTerms.close();
      await contact.close();
      await notifier?.stop();
      mailer?.close();
      await connection.close();
    },
  };
}
