/**
 * `node tools/seed/seed-analytics.ts [--days 30] [--views-per-day 600] [--seed 1] [--no-leads]`:
 * made-up but realistic page views (and the leads some visits send) for the staff analytics
 * dashboard, its screenshots and its benchmark. Writes through the store's own functions into the
 * database of CONTACT_DB_PATH or DATABASE_URL (one of them must be set: never ./data by accident),
 * and keeps it the way housekeeping would: each finished day rolled up, raw views deleted after
 * ANALYTICS_RAW_DAYS (30), today's views raw. Refuses a database that already has page views.
 */
import { parseArgs } from "node:util";
import {
  deleteRawViewsOlderThan,
  insertViews,
  rollUpDay,
  rollupGraceMs,
} from "../../server/analytics/analytics-store.server.ts";
import { createMessageStore } from "../../server/leads/message-store.server.ts";
import type { Database } from "../../server/db/database.ts";
import { type DatabaseConfig, openDatabase } from "../../server/db/open-database.ts";
import { addDays } from "../../server/analytics/analytics-period.ts";
import { dayFactor, seedDay } from "../../tests/support/seeded-traffic/seed-day.ts";
import { leadOf } from "../../tests/support/seeded-traffic/seed-leads.ts";
import { seededRandom } from "../../tests/support/seeded-traffic/traffic-model.ts";

const { values } = parseArgs({
  options: {
    days: { type: "string", default: "30" },
    "views-per-day": { type: "string", default: "600" },
    seed: { type: "string", default: "1" },
    "no-leads": { type: "boolean", default: false },
  },
});
const days = Number(values.days);
const viewsPerDay = Number(values["views-per-day"]);
if (!Number.isInteger(days) || days < 1 || days > 1_000) throw new Error("--days must be 1 to 1000");
if (!Number.isInteger(viewsPerDay) || viewsPerDay < 1 || viewsPerDay > 200_000) {
  throw new Error("--views-per-day must be 1 to 200000");
}

function databaseConfig(): DatabaseConfig {
  const url = process.env.DATABASE_URL;
  if (url)
    return {
      kind: "postgres",
      url,
      poolSize: 2,
      connectTimeoutMs: 10_000,
      statementTimeoutMs: 600_000,
      idleTimeoutMs: 10_000,
    };
  const path = process.env.CONTACT_DB_PATH;
  if (!path) {
    console.error(
      "Set CONTACT_DB_PATH (a SQLite file) or DATABASE_URL: the seed never writes to a database by default.",
    );
    process.exit(2);
  }
  return { kind: "sqlite", path };
}

async function refuseIfSeeded(db: Database) {
  const [views] = await db.query("SELECT count(*) AS n FROM analytics_views");
  const [daily] = await db.query("SELECT count(*) AS n FROM analytics_daily");
  if (Number(views?.n) > 0 || Number(daily?.n) > 0) {
    console.error("This database already has page views: seed a fresh one (the counts would add up twice).");
    process.exit(2);
  }
}

const now = new Date();
const today = now.toISOString().slice(0, 10);
const random = seededRandom(Number(values.seed));
const db = await openDatabase(databaseConfig(), { quiet: true });
const started = performance.now();
const totals = { views: 0, visits: 0, leads: 0 };
try {
  await refuseIfSeeded(db);
  const store = await createMessageStore(db);
  for (let i = 0; i < days; i += 1) {
    const day = addDays(today, i - days + 1);
    const target = Math.round(viewsPerDay * dayFactor(day, days === 1 ? 1 : i / (days - 1), random));
    const visits = seedDay({ day, views: target, random, until: day === today ? now : undefined });
    await insertViews(
      db,
      visits.flatMap((visit) => visit.views),
    );
    totals.views += visits.reduce((sum, visit) => sum + visit.views.length, 0);
    totals.visits += visits.length;
    for (const visit of values["no-leads"] ? [] : visits) {
      const lead = leadOf(visit, random);
      if (!lead) continue;
      const at = new Date(Math.min(lead.at.getTime(), now.getTime(), Date.parse(`${addDays(day, 1)}T00:00:00Z`) - 1));
      await store.insert(lead.message, { limit: { limit: 0, windowSeconds: 60 }, channels: [], now: at });
      totals.leads += 1;
    }
    // As housekeeping would: a finished day rolled up, raw views kept for 30 days only.
    if (Date.parse(`${addDays(day, 1)}T00:00:00Z`) + rollupGraceMs <= now.getTime()) await rollUpDay(db, day);
    await deleteRawViewsOlderThan(db, 30, now);
    if ((i + 1) % 30 === 0 || i === days - 1) console.log(`${day}: ${i + 1} of ${days} days written`);
  }
} finally {
  await db.close();
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `${totals.views} page views in ${totals.visits} visits, ${totals.leads} leads, ${days} days, in ${seconds} s (${db.location})`,
);
