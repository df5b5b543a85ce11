import type { Database, Queryable } from "../db/database.ts";
import { appendAudit } from "../staff/audit-log.server.ts";
import { deleteAllDrafts, deleteDraft, listDrafts, writeDraft } from "./content-drafts.server.ts";
import { withContentLock } from "./content-lock.server.ts";
import type {
  Schedule,
  ChosenDraft,
  ContentService,
  Draft,
  EditionJson,
  EditionRules,
  Problem,
  PublishResult,
  PublishedVersion,
  RecordKey,
  SaveResult,
} from "./content-service.ts";
import { textsOnlyRefusal } from "./content-service.ts";
import { insertVersion, latestNumber, listVersions, readVersion } from "./content-versions.server.ts";
import { editionChanges } from "./edition-changes.ts";
import { withMissingCollections } from "./edition-upgrade.ts";
import { draftShapeProblems, layDrafts } from "./edition-drafts.ts";
import { collectionKind, findRecord, keyText } from "./edition-records.ts";
import { publishedNotices } from "./published-notices.server.ts";
import { dueSchedules, endSchedule, insertSchedule, listSchedules, readSchedule } from "./content-schedules.server.ts";

/** The commit notice of a new published version, heard by every instance (onPublished). */
export const contentPublishedTopic = "content published";

export const initialNote = "initial edition";

export type ContentStoreOptions = { db: Database; rules: EditionRules; now?: () => Date };

/**
 * The content service (content-service.ts) over the site's database: published versions in
 * content_versions, drafts in content_drafts. Every change runs under one lock
 * (content-lock.server.ts), so saves, publishes and restores on any number of instances happen
 * one after the other, each judged against what the one before left.
 */
export function createContentService({ db, rules, now = () => new Date() }: ContentStoreOptions): ContentService {
  let cached: PublishedVersion | undefined;

  /** The newest version, read again only when its number changed (an edition is parsed once). */
  async function newest(q: Queryable): Promise<PublishedVersion | undefined> {
    const number = await latestNumber(q);
    if (number === undefined) return undefined;
    if (cached?.number !== number) {
      const version = await readVersion(q, number);
      const upgrade = rules.upgrade ?? ((edition: EditionJson) => edition);
      cached = version && { ...version, edition: upgrade(withMissingCollections(version.edition, rules.initial)) };
    }
    return cached;
  }

  async function published(): Promise<PublishedVersion> {
    const found = (await newest(db)) ?? (await seed());
    notices.shown(found.number);
    return found;
  }

  /** Version 1, the repository's edition: once, however many instances start together. */
  async function seed(): Promise<PublishedVersion> {
    return withContentLock(db, async (tx) => {
      const found = await newest(tx);
      if (found) return found;
      await insertVersion(tx, { edition: rules.initial, publishedBy: initialNote, note: initialNote, at: now() });
      const seeded = await newest(tx);
      if (!seeded) throw new Error("the initial edition was not stored");
      return seeded;
    });
  }

  /**
   * The drafts and the published version (once `published()` has seeded). Drafts are read first:
   * a publish committed in between then only lays them over the version that holds them already,
   * where the other order would show the new version's predecessor without them.
   */
  async function current(q: Queryable): Promise<{ version: PublishedVersion; drafts: Draft[] }> {
    const drafts = await listDrafts(q);
    const version = await newest(q);
    if (!version) throw new Error("the content store has no published version");
    return { version, drafts };
  }

  const notices = publishedNotices({ db, topic: contentPublishedTopic, newest: () => newest(db) });

  /**
   * `edition`'s problems for publishing, judged outside any transaction: the slow part (rendering
   * every article's Markdown) must hold none, since on SQLite every write of the site waits for the
   * open one. Under the lock, publishEdition judges again what is there then, without rendering
   * again what was rendered here (server/content/markdown-problems.ts).
   */
  const problemsBeforeLock = (edition: EditionJson) =>
    rules.problems(edition, { forPublish: true, store: db, inTransaction: false });

  /** A new version of `edition`, if it may be published; drafts are the caller's business. */
  async function publishEdition(
    tx: Queryable,
    entry: { edition: EditionJson; by: string; note: string; action: "content published" | "content restored" },
  ): Promise<PublishResult> {
    const problems = await rules.problems(entry.edition, { forPublish: true, store: tx, inTransaction: true });
    if (problems.length > 0) return { ok: false, problems };
    const at = now();
    const version = await insertVersion(tx, { edition: entry.edition, publishedBy: entry.by, note: entry.note, at });
    await appendAudit(
      tx,
      { actor: entry.by, action: entry.action, target: `version ${version}`, detail: entry.note },
      at,
    );
    tx.notify(contentPublishedTopic, { everyInstance: true });
    return { ok: true, version };
  }

  async function saveDraft({
    key,
    value: typed,
    baseRevision,
    by,
    may = "everything",
  }: Parameters<ContentService["saveDraft"]>[0]): Promise<SaveResult> {
    await published(); // seeded before the lock: seeding takes it too
    return withContentLock(db, async (tx) => {
      const { version, drafts } = await current(tx);
      const stored = drafts.find((draft) => sameKey(draft.key, key));
      if ((stored?.revision ?? 0) !== baseRevision) {
        return { ok: false, conflict: conflict(key, typed, stored, version, layDrafts(version.edition, drafts)) };
      }
      const others = drafts.filter((draft) => draft !== stored);
      const before = layDrafts(version.edition, drafts);
      if (may === "texts") {
        const current = findRecord(before, key);
        if (typed === null || current === undefined || !rules.onlyTexts?.(key, current, typed)) {
          return { ok: false, problems: [{ collection: key.collection, id: key.id, message: textsOnlyRefusal }] };
        }
      }
      const value = typed === null || !rules.prepare ? typed : await rules.prepare(key, typed, tx);
      const shapeProblems = draftShapeProblems(layDrafts(version.edition, others), { key, value });
      if (shapeProblems.length > 0) return { ok: false, problems: shapeProblems };
      const edition = layDrafts(version.edition, [...others, { key, value }]);
      const judged = await rules.problems(edition, { forPublish: false, store: tx, inTransaction: true });
      const problems = judged.filter((p) => concerns(edition, key, p));
      if (problems.length > 0) return { ok: false, problems };
      const at = now();
      const baseVersion = stored?.baseVersion ?? version.number;
      const revision = await writeDraft(tx, { key, value, savedBy: by, at, baseVersion });
      const detail = `${value === null ? "removal, " : ""}revision ${revision}`;
      await appendAudit(tx, { actor: by, action: "content draft saved", target: keyText(key), detail }, at);
      return { ok: true, revision };
    });
  }

  /**
   * `chosen` of the drafts laid over `version` as a new version; published, those drafts are gone
   * and the others stay drafts; refused, every draft stays as it is, to be corrected.
   */
  async function publishDrafts(
    tx: Queryable,
    entry: { version: PublishedVersion; drafts: Draft[]; chosen: Draft[]; by: string; note: string },
  ): Promise<PublishResult> {
    const { version, drafts, chosen, by, note } = entry;
    const result = await publishEdition(tx, {
      edition: layDrafts(version.edition, chosen),
      by,
      note,
      action: "content published",
    });
    if (result.ok) {
      if (chosen.length === drafts.length) await deleteAllDrafts(tx);
      else for (const draft of chosen) await deleteDraft(tx, draft.key);
    }
    return result;
  }

  /**
   * One due schedule: its records' drafts as they are now, judged before the lock (rendering
   * articles holds no transaction), then under the lock published and ended together, unless
   * another instance ended it first. False when another did.
   */
  async function publishSchedule(due: Schedule): Promise<boolean> {
    const ofSchedule = (drafts: Draft[]) =>
      drafts.filter((draft) => due.records.some((key) => sameKey(key, draft.key)));
    const before = await current(db);
    const early = await problemsBeforeLock(layDrafts(before.version.edition, ofSchedule(before.drafts)));
    return withContentLock(db, async (tx) => {
      const stillWaiting = (await readSchedule(tx, due.id))?.state === "waiting";
      if (!stillWaiting) return false;
      const { version, drafts } = await current(tx);
      const chosen = ofSchedule(drafts);
      const fail = (outcome: string) => endSchedule(tx, due.id, { state: "failed", outcome });
      if (chosen.length === 0) return fail("Not published: its drafts were published or discarded before its time.");
      if (early.length > 0) return fail(`Not published: ${early.map((problem) => keyProblem(problem)).join("; ")}`);
      const note = `scheduled publish of ${chosen.length} ${chosen.length === 1 ? "draft" : "drafts"}, set by ${due.createdBy}`;
      const result = await publishDrafts(tx, { version, drafts, chosen, by: due.createdBy, note });
      if (!result.ok) return fail(`Not published: ${result.problems.map(keyProblem).join("; ")}`);
      return endSchedule(tx, due.id, {
        state: "published",
        outcome: `Published as version ${result.version}.`,
        version: result.version,
      });
    });
  }

  async function draftEdition() {
    await published();
    const { version, drafts } = await current(db);
    return layDrafts(version.edition, drafts);
  }

  return {
    published,

    draftEdition,

    drafts: async () => listDrafts(db),

    saveDraft,

    async addRecord({ collection, id, by }) {
      const edition = await draftEdition();
      const value = rules.newRecord?.(collection, id, edition);
      if (value === undefined)
        return { ok: false, problems: [{ collection, message: "Records cannot be added here." }] };
      // A new id is no draft yet: revision 0, and a record of that id already there is a problem of its own.
      return saveDraft({ key: { collection, id }, value, baseRevision: 0, by });
    },

    async discardDraft(key, by) {
      await withContentLock(db, async (tx) => {
        if (!(await deleteDraft(tx, key))) return;
        await appendAudit(tx, { actor: by, action: "content draft discarded", target: keyText(key) }, now());
      });
    },

    async publish(by, only) {
      await published();
      const before = await current(db);
      const early = await problemsBeforeLock(layDrafts(before.version.edition, chosenDrafts(before.drafts, only)));
      if (early.length > 0) return { ok: false, problems: early };
      return withContentLock(db, async (tx) => {
        const { version, drafts } = await current(tx);
        const changed = changedSinceChosen(drafts, only);
        if (changed.length > 0) return { ok: false, problems: changed };
        const chosen = chosenDrafts(drafts, only);
        // Nothing to publish is no new version: history lists only versions that changed something.
        if (chosen.length === 0) return { ok: true, version: version.number };
        const note =
          chosen.length < drafts.length ? `publish of ${chosen.length} of ${drafts.length} drafts` : "publish";
        return publishDrafts(tx, { version, drafts, chosen, by, note });
      });
    },

    async schedule({ records, at, by }) {
      const when = now();
      if (!(at.getTime() > when.getTime()))
        return { ok: false, problems: [{ collection: "", message: "Choose a time in the future." }] };
      const drafts = await listDrafts(db);
      const missing = records.filter((key) => !drafts.some((draft) => sameKey(draft.key, key)));
      if (records.length === 0 || missing.length > 0) {
        const message =
          records.length === 0 ? "Tick at least one draft to schedule." : "This record has no draft to publish.";
        return {
          ok: false,
          problems: missing.length > 0 ? missing.map((key) => ({ ...key, message })) : [{ collection: "", message }],
        };
      }
      return withContentLock(db, async (tx) => {
        const id = await insertSchedule(tx, { records, publishAt: at, by, at: when });
        const detail = `${records.length} drafts at ${at.toISOString()}`;
        await appendAudit(
          tx,
          { actor: by, action: "content publish scheduled", target: `schedule ${id}`, detail },
          when,
        );
        return { ok: true as const, id };
      });
    },

    schedules: async () => listSchedules(db),

    async cancelSchedule(id, by) {
      return withContentLock(db, async (tx) => {
        const at = now();
        const ended = await endSchedule(tx, id, { state: "cancelled", outcome: `cancelled by ${by}` });
        if (ended)
          await appendAudit(tx, { actor: by, action: "content schedule cancelled", target: `schedule ${id}` }, at);
        return ended;
      });
    },

    async publishDue() {
      await published();
      let ended = 0;
      for (const due of await dueSchedules(db, now())) if (await publishSchedule(due)) ended += 1;
      return ended;
    },

    history: async (limit = 20) => {
      await published();
      return listVersions(db, limit);
    },

    version: async (number) => readVersion(db, number),

    async changes(from, to) {
      const [before, after] = await Promise.all([readVersion(db, from), readVersion(db, to)]);
      if (!before || !after) throw new Error(`There is no content version ${before ? to : from}.`);
      return editionChanges(before.edition, after.edition);
    },

    async restore(number, by) {
      // Drafts are left alone: they are someone's unpublished work, and they now lie over the
      // restored edition (a draft of a record it lacks adds the record), to be published or discarded.
      await published();
      const old = await readVersion(db, number);
      if (!old) return { ok: false, problems: [{ collection: "", message: `There is no version ${number}.` }] };
      const early = await problemsBeforeLock(old.edition);
      if (early.length > 0) return { ok: false, problems: early };
      return withContentLock(db, async (tx) => {
        return publishEdition(tx, {
          edition: old.edition,
          by,
          note: `restore of ${number}`,
          action: "content restored",
        });
      });
    },

    async restoreRecord(number, key, by) {
      await published();
      const old = await readVersion(db, number);
      if (!old) return { ok: false, problems: [{ collection: "", message: `There is no version ${number}.` }] };
      const then =
        collectionKind(old.edition, key.collection) === "single"
          ? old.edition[key.collection]
          : findRecord(old.edition, key);
      const withRecord = (edition: EditionJson) => layDrafts(edition, [{ key, value: then ?? null }]);
      const early = await problemsBeforeLock(withRecord((await current(db)).version.edition));
      if (early.length > 0) return { ok: false, problems: early };
      return withContentLock(db, async (tx) => {
        const { version } = await current(tx);
        return publishEdition(tx, {
          edition: withRecord(version.edition),
          by,
          note: `restore of ${keyText(key)} from ${number}`,
          action: "content restored",
        });
      });
    },

    async importEdition(edition, by) {
      await published();
      const early = await problemsBeforeLock(edition);
      if (early.length > 0) return { ok: false, problems: early };
      return withContentLock(db, (tx) =>
        publishEdition(tx, { edition, by, note: "import", action: "content published" }),
      );
    },

    onPublished: (listener) => notices.add(listener),
  };
}

const sameKey = (a: RecordKey, b: RecordKey) => a.collection === b.collection && a.id === b.id;

/** A problem in one line, for a schedule's outcome: "testimonials › najd: Empty." */
const keyProblem = (problem: Problem) =>
  `${[problem.collection, problem.id, problem.field, problem.language].filter(Boolean).join(" › ")}: ${problem.message}`;

/** The drafts `only` names (every draft without it). */
const chosenDrafts = (drafts: Draft[], only: readonly ChosenDraft[] | undefined) =>
  only ? drafts.filter((draft) => only.some((chosen) => sameKey(chosen, draft.key))) : drafts;

/** Each chosen draft saved again, or published or discarded, since it was chosen: not published unseen. */
function changedSinceChosen(drafts: Draft[], only: readonly ChosenDraft[] | undefined): Problem[] {
  return (only ?? []).flatMap((chosen) => {
    const draft = drafts.find((each) => sameKey(each.key, chosen));
    if (draft?.revision === chosen.revision) return [];
    const message = draft
      ? `${draft.savedBy} saved this draft again since you chose it: look at it, then publish again.`
      : "This draft was published or discarded since you chose it.";
    return [{ collection: chosen.collection, id: chosen.id, message }];
  });
}

/**
 * Whether a problem of the edition is this record's: a save is refused for its own problems only
 * (another record's draft is judged when it is saved, and the whole edition when it is published).
 */
function concerns(edition: EditionJson, key: RecordKey, problem: Problem): boolean {
  if (problem.collection !== key.collection) return false;
  return collectionKind(edition, key.collection) === "single" || problem.id === key.id;
}

/** A refused save: what is stored now, and what this save tried to store, so nothing is lost. */
function conflict(
  key: RecordKey,
  attempted: unknown | null,
  stored: Draft | undefined,
  version: PublishedVersion,
  draftEdition: EditionJson,
) {
  // No draft now (published or discarded since the editor loaded one): the record as it stands.
  const current = stored ? stored.value : (findRecord(draftEdition, key) ?? null);
  return {
    key,
    current,
    currentRevision: stored?.revision ?? 0,
    savedBy: stored?.savedBy ?? version.publishedBy,
    savedAt: stored?.savedAt ?? version.publishedAt,
    attempted,
  };
}
