import type { Queryable } from "../db/database.ts";

/**
 * What the content capability offers the staff area (decision 022): drafts, publishing, history
 * and restoring, over the edition (app/content/edition/): one JSON value holding every collection a
 * visitor reads, each text field as `{ en, bn }`. The store keeps every published edition as an
 * immutable version and each record's draft beside it; this interface is what the editor's routes
 * use, and the only way they change content.
 */

/** The whole public content: collections by name (app/content/edition/ gives it its type). */
export type EditionJson = Record<string, unknown>;

/**
 * One record: of a list collection by its `id` (categories: `slug`), or a single-record collection
 * (`company`, `site`, `pages`) by the collection's own name.
 */
export type RecordKey = { collection: string; id: string };

/** Something that keeps an edition from being published, said where it is. */
export type Problem = { collection: string; id?: string; field?: string; language?: "en" | "bn"; message: string };

export type JudgeOptions = { forPublish: boolean; store: Queryable; inTransaction: boolean };

/** What the content service needs to know of the edition: the initial one, and how to judge one. */
export type EditionRules = {
  /** The repository's data files: what an empty store is seeded with. */
  initial: EditionJson;
  /**
   * Empty when the edition may be saved as a draft (forPublish false) or published (true). May
   * look things up (an uploaded image) through `store`: the handle of the transaction that judges
   * it (`inTransaction`), or the store's own outside one (a store call on the outer handle inside
   * a transaction is refused: server/db/transaction-scope.ts). Work that takes long (rendering
   * articles) is done only outside a transaction: inside one, what was not done before is a problem.
   */
  problems(edition: EditionJson, options: JudgeOptions): Problem[] | Promise<Problem[]>;
  /** A stored edition as the rules read it now (a field stored otherwise before): applied to every version read. */
  upgrade?(edition: EditionJson): EditionJson;
  /**
   * A record as it will be stored: the values staff never type derived from those they do (an
   * image's size from its file, a phone's link form from its number), through `store` (the
   * save's transaction).
   */
  prepare?(key: RecordKey, value: unknown, store: Queryable): Promise<unknown>;
  /** Whether a record changed from `before` to `after` only in its texts: what someone who may change only texts may save. */
  onlyTexts?(key: RecordKey, before: unknown, after: unknown): boolean;
  /** A new record of a list collection under `id`, as the rules start one; undefined: none can be added there. */
  newRecord?(collection: string, id: string, edition: EditionJson): unknown;
};

/**
 * What a person may change in a record: everything (an editor), or only its texts (a translator,
 * whose save of anything else is refused, whatever the form sent).
 */
export type SaveRights = "everything" | "texts";

/** Refused saves' words, for the person's rights (server-side, whatever the form offered). */
export const textsOnlyRefusal =
  "Only the texts may change here: changing ids, links, images, figures, choices or items needs an editor.";

export type PublishedVersion = {
  number: number;
  edition: EditionJson;
  publishedAt: string;
  /** The staff member's email, or "initial edition" for the seed. */
  publishedBy: string;
  /** "publish", "restore of 7", "initial edition", "import". */
  note: string;
};

export type VersionSummary = Omit<PublishedVersion, "edition">;

/** One record's unpublished change: its new value (null: removed), who saved it and when. */
export type Draft = {
  key: RecordKey;
  value: unknown | null;
  /** Rises by one with every save of this record's draft; a save must name the one it started from. */
  revision: number;
  savedBy: string;
  savedAt: string;
  /** The published version the first save of this draft started from. */
  baseVersion: number;
};

/** A save refused because someone else saved the record since the editor loaded it. */
export type Conflict = {
  key: RecordKey;
  /** What is stored now (their text), and who saved it when. */
  current: unknown | null;
  currentRevision: number;
  savedBy: string;
  savedAt: string;
  /** What this save tried to store (your text): nothing is lost. */
  attempted: unknown | null;
};

export type SaveResult =
  { ok: true; revision: number } | { ok: false; conflict: Conflict } | { ok: false; problems: Problem[] };

export type ScheduleState = "waiting" | "published" | "cancelled" | "failed";

/** A set of drafts to publish at a time, and once it is due, what came of it. */
export type Schedule = {
  id: number;
  publishAt: string;
  records: RecordKey[];
  createdBy: string;
  createdAt: string;
  state: ScheduleState;
  outcome: string;
  version: number | null;
};

/** A draft chosen for publishing, at the revision it was shown at. */
export type ChosenDraft = RecordKey & { revision: number };

export type PublishResult = { ok: true; version: number } | { ok: false; problems: Problem[] };

/** One field that differs between two editions: where, and its value before and after. */
export type FieldChange = { collection: string; id: string; field: string; before: unknown; after: unknown };

export type ContentService = {
  /** The newest published version (seeding the store from the initial edition when it has none). */
  published(): Promise<PublishedVersion>;
  /** The published edition with every draft laid over it: what Preview renders and Publish would publish. */
  draftEdition(): Promise<EditionJson>;
  drafts(): Promise<Draft[]>;
  /**
   * Saves one record's draft. `baseRevision` is the draft revision the editor loaded (0 when it
   * loaded the published record with no draft): anything else stored since is a conflict.
   */
  saveDraft(input: {
    key: RecordKey;
    value: unknown | null;
    baseRevision: number;
    by: string;
    /** Everything unless said: a translator's save is judged as texts only. */
    may?: SaveRights;
  }): Promise<SaveResult>;
  /** A new record of a list, as the rules start one, saved as its draft (refused: its problem). */
  addRecord(input: { collection: string; id: string; by: string }): Promise<SaveResult>;
  /** Drops one record's draft (the published record stands). */
  discardDraft(key: RecordKey, by: string): Promise<void>;
  /**
   * Validates the draft edition for publishing; on success a new version, its drafts cleared, every
   * instance told. `only`: just these drafts, each at the revision the person chose it at (a draft
   * saved again since is refused, to be looked at again); the others stay drafts.
   */
  publish(by: string, only?: readonly ChosenDraft[]): Promise<PublishResult>;
  /**
   * Schedules the drafts of `records` to be published at `at` (their revisions then, whatever they
   * are); refused when `at` is not in the future, or a record has no draft.
   */
  schedule(input: {
    records: readonly RecordKey[];
    at: Date;
    by: string;
  }): Promise<{ ok: true; id: number } | { ok: false; problems: Problem[] }>;
  /** The waiting schedules, soonest first, then the last ones that ended. */
  schedules(): Promise<Schedule[]>;
  /** Cancels a waiting schedule; false when it was no longer waiting. */
  cancelSchedule(id: number, by: string): Promise<boolean>;
  /**
   * Publishes every schedule whose time has come, each exactly once whichever instance gets to it
   * first; one that cannot go out (a problem, nothing left to publish) ends as failed, saying why.
   * Returns how many ended.
   */
  publishDue(): Promise<number>;
  history(limit?: number): Promise<VersionSummary[]>;
  version(number: number): Promise<PublishedVersion | undefined>;
  /** What changed from version `from` to version `to`, field by field. */
  changes(from: number, to: number): Promise<FieldChange[]>;
  /** Publishes version `number`'s edition again, as a new version. */
  restore(number: number, by: string): Promise<PublishResult>;
  /**
   * Publishes a new version that is the newest one with one record as it was in version `number`
   * (absent there: removed; absent now: added back); every other record keeps its later changes.
   */
  restoreRecord(number: number, key: RecordKey, by: string): Promise<PublishResult>;
  /**
   * Publishes a whole edition from elsewhere (`npm run content -- import`: data files) as a new
   * version, judged as Publish judges; drafts stay, lying over it.
   */
  importEdition(edition: EditionJson, by: string): Promise<PublishResult>;
  /** Calls `listener` on this instance whenever any instance published a new version. */
  onPublished(listener: (version: PublishedVersion) => void): () => void;
};
