// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { eventually } from "../../tests/support/eventually.ts";
import { storeFactories } from "../../tests/support/stores.ts";
import type { Database } from "../db/database.ts";
import { listAudit } from "../staff/audit-log.server.ts";
import type { ContentService, EditionRules, PublishedVersion } from "./content-service.ts";
import { createContentService } from "./content-store.server.ts";
import { fixtureEdition, fixtureRules } from "./fixture-edition.fixture.ts";

const t0 = Date.parse("2026-03-01T08:00:00Z");
const nadia = "nadia@example.com";
const rashed = "rashed@example.com";
const company = { collection: "company", id: "company" };
const testimonial = (id: string) => ({ collection: "testimonials", id });
const order = (collection: string) => ({ collection, id: "#order" });
const salma = { id: "salma", quote: { en: "Clear prices.", bn: "পরিষ্কার দাম।" }, stars: 5 };
const renamed = { ...fixtureEdition.company, name: { en: "Jamdani Studio", bn: "জামদানি স্টুডিও" } };

const ids = (list: unknown) => (list as { id?: string; slug?: string }[]).map((record) => record.id ?? record.slug);

/** The content service (drafts, publishing, history, restoring), the same on SQLite and PostgreSQL. */
describe.each(storeFactories)("the content store on $name", (factory) => {
  let db: Database;
  let others: Database[];
  let content: ContentService;
  let tick = 0;
  const now = () => new Date(t0 + ++tick * 1000);
  const service = (handle: Database, rules: EditionRules = fixtureRules) =>
    createContentService({ db: handle, rules, now });
  /** Another instance of the site: its own handle on the same store. */
  const anotherInstance = async () => {
    const handle = await factory.openAnother();
    others.push(handle);
    return service(handle);
  };

  beforeEach(async () => {
    db = await factory.open();
    others = [];
    content = service(db);
  });
  afterEach(async () => {
    for (const handle of others) await handle.close();
    await db.close();
  });

  it("seeds version 1 from the initial edition exactly once, even when two instances start together", async () => {
    const other = await anotherInstance();
    const seen = await Promise.all([content.published(), other.published(), content.published(), other.history()]);
    expect(seen.slice(0, 3).map((version) => (version as PublishedVersion).number)).toEqual([1, 1, 1]);
    expect(await content.history()).toEqual([
      { number: 1, publishedAt: expect.any(String), publishedBy: "initial edition", note: "initial edition" },
    ]);
    expect((await other.version(1))?.edition).toEqual(fixtureEdition);
  });

  it("reads a version published before a collection joined the edition with the initial edition's", async () => {
    const { company: _joinedLater, ...before } = fixtureEdition;
    await service(db, { ...fixtureRules, initial: before }).published();
    const upgraded = service(db);
    expect((await upgraded.published()).edition).toEqual(fixtureEdition);
    expect(await upgraded.draftEdition()).toEqual(fixtureEdition);
  });

  it("reads a version published before a record gained a field with the initial edition's value of that field alone", async () => {
    const { phone: _addedLater, ...olderCompany } = renamed;
    const older = { ...fixtureEdition, company: olderCompany };
    await service(db, { ...fixtureRules, initial: older }).published();
    const upgraded = service(db);
    // The stored name stays; only the missing phone comes from the initial edition.
    expect((await upgraded.published()).edition.company).toEqual({ ...renamed, phone: fixtureEdition.company.phone });
    expect(await upgraded.draftEdition()).toEqual({
      ...fixtureEdition,
      company: { ...renamed, phone: fixtureEdition.company.phone },
    });
  });

  it("keeps a saved draft out of the published edition and shows it in the draft edition, its revision rising with each save", async () => {
    expect(await content.saveDraft({ key: company, value: renamed, baseRevision: 0, by: nadia })).toEqual({
      ok: true,
      revision: 1,
    });
    const again = { ...renamed, phone: "+880 1800 000000" };
    expect(await content.saveDraft({ key: company, value: again, baseRevision: 1, by: rashed })).toEqual({
      ok: true,
      revision: 2,
    });
    expect((await content.published()).edition.company).toEqual(fixtureEdition.company);
    expect((await content.draftEdition()).company).toEqual(again);
    expect(await content.drafts()).toEqual([
      { key: company, value: again, revision: 2, savedBy: rashed, savedAt: expect.any(String), baseVersion: 1 },
    ]);
  });

  it("refuses a save from a stale revision, carrying the stored and the attempted value, and keeps the stored one", async () => {
    await content.saveDraft({ key: company, value: renamed, baseRevision: 0, by: nadia });
    const mine = { ...fixtureEdition.company, phone: "+880 1900 000000" };
    const refused = await content.saveDraft({ key: company, value: mine, baseRevision: 0, by: rashed });
    expect(refused).toEqual({
      ok: false,
      conflict: {
        key: company,
        current: renamed,
        currentRevision: 1,
        savedBy: nadia,
        savedAt: expect.any(String),
        attempted: mine,
      },
    });
    expect((await content.draftEdition()).company).toEqual(renamed);
  });

  it("never lets a revision of a draft since discarded or published match a newer draft", async () => {
    await content.saveDraft({ key: company, value: renamed, baseRevision: 0, by: nadia });
    await content.discardDraft(company, nadia);
    // Rashed's editor still holds revision 1: the record is the published one again.
    const stale = await content.saveDraft({ key: company, value: renamed, baseRevision: 1, by: rashed });
    expect(stale).toMatchObject({ ok: false, conflict: { current: fixtureEdition.company, currentRevision: 0 } });
    expect(await content.saveDraft({ key: company, value: renamed, baseRevision: 0, by: nadia })).toEqual({
      ok: true,
      revision: 2,
    });
    expect(await content.publish(nadia)).toEqual({ ok: true, version: 2 });
    expect(
      await content.saveDraft({ key: company, value: fixtureEdition.company, baseRevision: 0, by: nadia }),
    ).toEqual({ ok: true, revision: 3 });
    const late = await content.saveDraft({ key: company, value: renamed, baseRevision: 2, by: rashed });
    expect(late).toMatchObject({ ok: false, conflict: { current: fixtureEdition.company, currentRevision: 3 } });
  });

  it("lets one of two instances saving the same record at once win, and tells the other", async () => {
    const other = await anotherInstance();
    const results = await Promise.all([
      content.saveDraft({ key: company, value: renamed, baseRevision: 0, by: nadia }),
      other.saveDraft({ key: company, value: fixtureEdition.company, baseRevision: 0, by: rashed }),
    ]);
    expect(results.filter((result) => result.ok)).toEqual([{ ok: true, revision: 1 }]);
    expect(results.filter((result) => !result.ok)).toMatchObject([{ ok: false, conflict: { currentRevision: 1 } }]);
  });

  it("refuses a draft for its own problems only, and a draft of the wrong shape", async () => {
    const bad = { ...salma, stars: 9 };
    expect(await content.saveDraft({ key: testimonial("salma"), value: bad, baseRevision: 0, by: nadia })).toEqual({
      ok: false,
      problems: [{ collection: "testimonials", id: "salma", field: "stars", message: "From 1 to 5 stars." }],
    });
    // Karim's record has a problem under these rules; saving Rahim's is not held up by it.
    const strict = service(db, {
      ...fixtureRules,
      problems: async (edition, options) => [
        ...(await fixtureRules.problems(edition, options)),
        { collection: "testimonials", id: "karim", message: "Karim asked to be removed." },
      ],
    });
    const rahim = { ...fixtureEdition.testimonials[0], stars: 4 };
    expect(await strict.saveDraft({ key: testimonial("rahim"), value: rahim, baseRevision: 0, by: nadia })).toEqual({
      ok: true,
      revision: 1,
    });
    const karim = fixtureEdition.testimonials[1];
    expect(await strict.saveDraft({ key: testimonial("karim"), value: karim, baseRevision: 0, by: nadia })).toEqual({
      ok: false,
      problems: [{ collection: "testimonials", id: "karim", message: "Karim asked to be removed." }],
    });

    const shapes = [
      { key: company, value: null },
      { key: { collection: "company", id: "about" }, value: renamed },
      { key: { collection: "prices", id: "basic" }, value: {} },
      { key: testimonial("salma"), value: { ...salma, id: "salma-2" } },
      { key: testimonial("nobody"), value: null },
    ];
    for (const { key, value } of shapes) {
      const result = await content.saveDraft({ key, value, baseRevision: 0, by: nadia });
      expect(result, JSON.stringify(key)).toMatchObject({
        ok: false,
        problems: [{ ...key, message: expect.any(String) }],
      });
    }
    expect(await content.drafts()).toHaveLength(1);
  });

  it("appends a new record to its list, removes one with a null draft, and reorders by the #order draft", async () => {
    await content.saveDraft({ key: testimonial("salma"), value: salma, baseRevision: 0, by: nadia });
    expect(ids((await content.draftEdition()).testimonials)).toEqual(["rahim", "karim", "salma"]);
    await content.saveDraft({ key: testimonial("karim"), value: null, baseRevision: 0, by: nadia });
    expect(ids((await content.draftEdition()).testimonials)).toEqual(["rahim", "salma"]);

    const orderOf = (value: string[]) =>
      content.saveDraft({ key: order("testimonials"), value, baseRevision: 0, by: nadia });
    for (const wrong of [["salma"], ["salma", "salma"], ["salma", "rahim", "karim"], ["salma", "ghost"]]) {
      expect(await orderOf(wrong), wrong.join()).toMatchObject({ ok: false, problems: [{ id: "#order" }] });
    }
    expect(await orderOf(["salma", "rahim"])).toEqual({ ok: true, revision: 1 });
    expect(ids((await content.draftEdition()).testimonials)).toEqual(["salma", "rahim"]);

    // A record added after the order was saved is not lost: it comes after the ones the order names.
    const rina = { ...salma, id: "rina" };
    await content.saveDraft({ key: testimonial("rina"), value: rina, baseRevision: 0, by: nadia });
    expect(ids((await content.draftEdition()).testimonials)).toEqual(["salma", "rahim", "rina"]);
    expect(ids((await content.published()).edition.testimonials)).toEqual(["rahim", "karim"]);
  });

  it("refuses to publish an edition with problems, and keeps every draft", async () => {
    await content.saveDraft({ key: { collection: "categories", id: "web" }, value: null, baseRevision: 0, by: nadia });
    const emptied = { ...renamed, name: { en: "Jamdani Studio", bn: "" } };
    await content.saveDraft({ key: company, value: emptied, baseRevision: 0, by: nadia });
    expect(await content.publish(nadia)).toEqual({
      ok: false,
      problems: expect.arrayContaining([
        { collection: "categories", message: "Needs exactly 2 categories, not 1." },
        { collection: "company", field: "name", language: "bn", message: "Empty." },
      ]),
    });
    expect(await content.drafts()).toHaveLength(2);
    expect((await content.published()).number).toBe(1);
    expect(await content.history()).toHaveLength(1);
  });

  it("publishes only the drafts chosen, at the revisions chosen: a broken draft stays one and blocks nothing", async () => {
    const emptied = { ...renamed, name: { en: "Jamdani Studio", bn: "" } };
    await content.saveDraft({ key: company, value: emptied, baseRevision: 0, by: nadia });
    const saved = await content.saveDraft({ key: testimonial("salma"), value: salma, baseRevision: 0, by: rashed });
    expect(saved).toEqual({ ok: true, revision: 1 });
    // The whole edition cannot go out; the testimonial alone can.
    expect((await content.publish(rashed)).ok).toBe(false);
    expect(await content.publish(rashed, [{ ...testimonial("salma"), revision: 1 }])).toEqual({ ok: true, version: 2 });
    const live = await content.published();
    expect(ids(live.edition.testimonials)).toContain("salma");
    expect(live.edition.company).toEqual(fixtureEdition.company);
    expect(live.note).toBe("publish of 1 of 2 drafts");
    expect((await content.drafts()).map((draft) => draft.key)).toEqual([company]);

    // Saved again after it was chosen: refused, to be looked at, and still a draft.
    await content.saveDraft({ key: company, value: renamed, baseRevision: 1, by: nadia });
    expect(await content.publish(rashed, [{ ...company, revision: 1 }])).toEqual({
      ok: false,
      problems: [
        { ...company, message: `${nadia} saved this draft again since you chose it: look at it, then publish again.` },
      ],
    });
    expect(await content.publish(rashed, [{ ...company, revision: 2 }])).toEqual({ ok: true, version: 3 });
    expect(await content.drafts()).toEqual([]);
    expect(await content.publish(rashed, [{ ...company, revision: 2 }])).toEqual({
      ok: false,
      problems: [{ ...company, message: "This draft was published or discarded since you chose it." }],
    });
  });

  it("publishes a schedule once its time has come, exactly once across instances; a cancelled one never", async () => {
    await content.saveDraft({ key: testimonial("salma"), value: salma, baseRevision: 0, by: nadia });
    await content.saveDraft({ key: company, value: renamed, baseRevision: 0, by: nadia });
    const inAnHour = new Date(t0 + (tick + 3600) * 1000);
    const kept = await content.schedule({ records: [testimonial("salma")], at: inAnHour, by: nadia });
    const dropped = await content.schedule({ records: [company], at: inAnHour, by: nadia });
    if (!kept.ok || !dropped.ok) throw new Error("not scheduled");
    expect(await content.cancelSchedule(dropped.id, rashed)).toBe(true);
    expect(await content.cancelSchedule(dropped.id, rashed)).toBe(false);
    expect(await content.publishDue()).toBe(0);
    expect((await content.published()).number).toBe(1);

    tick += 3600;
    const other = await anotherInstance();
    const ended = await Promise.all([content.publishDue(), other.publishDue(), content.publishDue()]);
    expect(ended.reduce((sum, count) => sum + count, 0)).toBe(1);
    const live = await content.published();
    expect(live.number).toBe(2);
    expect(live.note).toBe(`scheduled publish of 1 draft, set by ${nadia}`);
    expect(ids(live.edition.testimonials)).toContain("salma");
    expect(live.edition.company).toEqual(fixtureEdition.company);
    expect((await content.drafts()).map((draft) => draft.key)).toEqual([company]);
    expect(
      (await content.schedules()).map(({ id, state, outcome, version }) => ({ id, state, outcome, version })),
    ).toEqual(
      expect.arrayContaining([
        { id: kept.id, state: "published", outcome: "Published as version 2.", version: 2 },
        { id: dropped.id, state: "cancelled", outcome: `cancelled by ${rashed}`, version: null },
      ]),
    );
  });

  it("refuses a schedule in the past or of a record without a draft; one that cannot go out ends failed, saying why", async () => {
    const past = new Date(t0);
    expect(await content.schedule({ records: [company], at: past, by: nadia })).toEqual({
      ok: false,
      problems: [{ collection: "", message: "Choose a time in the future." }],
    });
    const soon = new Date(t0 + (tick + 60) * 1000);
    expect(await content.schedule({ records: [company], at: soon, by: nadia })).toEqual({
      ok: false,
      problems: [{ ...company, message: "This record has no draft to publish." }],
    });
    const emptied = { ...renamed, name: { en: "Jamdani Studio", bn: "" } };
    await content.saveDraft({ key: company, value: emptied, baseRevision: 0, by: nadia });
    const scheduled = await content.schedule({ records: [company], at: soon, by: nadia });
    expect(scheduled.ok).toBe(true);
    tick += 60;
    expect(await content.publishDue()).toBe(1);
    const [ended] = await content.schedules();
    expect(ended).toMatchObject({ state: "failed", outcome: "Not published: company › name › bn: Empty." });
    expect((await content.published()).number).toBe(1);
    expect(await content.drafts()).toHaveLength(1);
  });

  it("publishes the draft edition as a new version, clears the drafts and leaves older versions as they were", async () => {
    await content.saveDraft({ key: company, value: renamed, baseRevision: 0, by: nadia });
    await content.saveDraft({ key: testimonial("salma"), value: salma, baseRevision: 0, by: nadia });
    await content.saveDraft({
      key: order("testimonials"),
      value: ["salma", "rahim", "karim"],
      baseRevision: 0,
      by: nadia,
    });
    const draft = await content.draftEdition();

    expect(await content.publish(rashed)).toEqual({ ok: true, version: 2 });
    expect(await content.published()).toEqual({
      number: 2,
      edition: draft,
      publishedAt: expect.any(String),
      publishedBy: rashed,
      note: "publish",
    });
    expect(await content.drafts()).toEqual([]);
    expect(await content.draftEdition()).toEqual(draft);
    expect((await content.version(1))?.edition).toEqual(fixtureEdition);
    expect(await content.version(3)).toBeUndefined();
    // Nothing left to publish: no new, empty version.
    expect(await content.publish(rashed)).toEqual({ ok: true, version: 2 });
    expect((await content.history()).map(({ number, publishedBy, note }) => [number, publishedBy, note])).toEqual([
      [2, rashed, "publish"],
      [1, "initial edition", "initial edition"],
    ]);
  });

  it("lists the history newest first, as many as asked", async () => {
    for (const stars of [1, 2, 3]) {
      const value = { ...fixtureEdition.testimonials[0], stars };
      await content.saveDraft({ key: testimonial("rahim"), value, baseRevision: 0, by: nadia });
      await content.publish(nadia);
    }
    expect((await content.history(2)).map((version) => version.number)).toEqual([4, 3]);
    expect((await content.history()).map((version) => version.number)).toEqual([4, 3, 2, 1]);
  });

  it("says what changed between two versions field by field, records matched by id", async () => {
    const [security, web] = fixtureEdition.categories;
    const [testing, audits] = security?.cards ?? [];
    const cards = [audits, { ...testing, title: { ...testing?.title, bn: "পেন টেস্টিং" } }];
    const key = { collection: "categories", id: "cyber-security" };
    await content.saveDraft({ key, value: { ...security, cards }, baseRevision: 0, by: nadia });
    await content.saveDraft({ key: company, value: renamed, baseRevision: 0, by: nadia });
    await content.saveDraft({ key: testimonial("karim"), value: null, baseRevision: 0, by: nadia });
    await content.saveDraft({ key: testimonial("salma"), value: salma, baseRevision: 0, by: nadia });
    await content.saveDraft({ key: order("categories"), value: ["web", "cyber-security"], baseRevision: 0, by: nadia });
    await content.publish(nadia);

    const changes = await content.changes(1, 2);
    expect(changes).toEqual(
      expect.arrayContaining([
        {
          collection: "categories",
          id: "cyber-security",
          field: "cards.cs-penetration-testing.title.bn",
          before: "পেনিট্রেশন টেস্টিং",
          after: "পেন টেস্টিং",
        },
        {
          collection: "categories",
          id: "cyber-security",
          field: "cards.#order",
          before: ["cs-penetration-testing", "cs-audits"],
          after: ["cs-audits", "cs-penetration-testing"],
        },
        {
          collection: "categories",
          id: "#order",
          field: "",
          before: ["cyber-security", "web"],
          after: ["web", "cyber-security"],
        },
        { collection: "company", id: "company", field: "name.en", before: "Jamdani Digital", after: "Jamdani Studio" },
        { collection: "company", id: "company", field: "name.bn", before: "জামদানি ডিজিটাল", after: "জামদানি স্টুডিও" },
        {
          collection: "testimonials",
          id: "karim",
          field: "",
          before: fixtureEdition.testimonials[1],
          after: undefined,
        },
        { collection: "testimonials", id: "salma", field: "", before: undefined, after: salma },
      ]),
    );
    expect(changes).toHaveLength(7);
    expect(web).toBeDefined();
    expect(await content.changes(2, 2)).toEqual([]);
    await expect(content.changes(1, 9)).rejects.toThrow("There is no content version 9.");
  });

  it("restores one record as an old version had it, and leaves every other record's later changes in place", async () => {
    await content.saveDraft({ key: company, value: renamed, baseRevision: 0, by: nadia });
    await content.saveDraft({ key: testimonial("salma"), value: salma, baseRevision: 0, by: nadia });
    expect(await content.publish(nadia)).toEqual({ ok: true, version: 2 });
    const rahim = { ...fixtureEdition.testimonials[0], stars: 4 };
    await content.saveDraft({ key: testimonial("rahim"), value: rahim, baseRevision: 0, by: rashed });
    expect(await content.publish(rashed)).toEqual({ ok: true, version: 3 });

    // The company as in version 1; Rahim's later change and Salma's addition stay.
    expect(await content.restoreRecord(1, company, rashed)).toEqual({ ok: true, version: 4 });
    const live = await content.published();
    expect(live.note).toBe("restore of company/company from 1");
    expect(live.edition.company).toEqual(fixtureEdition.company);
    expect(live.edition.testimonials).toEqual(expect.arrayContaining([rahim, salma]));
    // A record version 1 did not have is removed; one it had is put back.
    expect(await content.restoreRecord(1, testimonial("salma"), rashed)).toEqual({ ok: true, version: 5 });
    expect(ids((await content.published()).edition.testimonials)).toEqual(["rahim", "karim"]);
    expect((await content.published()).edition.testimonials).toContainEqual(rahim);
  });

  it("restores an old version as a new one, judged by today's rules, leaving the drafts alone", async () => {
    await content.saveDraft({ key: company, value: renamed, baseRevision: 0, by: nadia });
    await content.publish(nadia);
    await content.saveDraft({ key: testimonial("salma"), value: salma, baseRevision: 0, by: nadia });

    expect(await content.restore(1, rashed)).toEqual({ ok: true, version: 3 });
    expect(await content.published()).toMatchObject({
      number: 3,
      edition: fixtureEdition,
      publishedBy: rashed,
      note: "restore of 1",
    });
    expect((await content.drafts()).map((draft) => draft.key)).toEqual([testimonial("salma")]);
    expect(await content.restore(9, rashed)).toMatchObject({
      ok: false,
      problems: [{ message: "There is no version 9." }],
    });

    const noOldPhone = service(db, {
      ...fixtureRules,
      problems: async (edition, options) => [
        ...(await fixtureRules.problems(edition, options)),
        ...((edition.company as { phone?: string }).phone === fixtureEdition.company.phone
          ? [{ collection: "company", field: "phone", message: "That number was given up." }]
          : []),
      ],
    });
    expect(await noOldPhone.restore(2, rashed)).toMatchObject({ ok: false, problems: [{ field: "phone" }] });
    expect((await content.published()).number).toBe(3);
  });

  it("publishes an imported edition as a new version when it may be published, and refuses it with its problems otherwise", async () => {
    await content.saveDraft({ key: testimonial("salma"), value: salma, baseRevision: 0, by: nadia });
    const imported = { ...fixtureEdition, company: renamed };
    expect(await content.importEdition(imported, "operator")).toEqual({ ok: true, version: 2 });
    expect(await content.published()).toMatchObject({
      number: 2,
      edition: imported,
      publishedBy: "operator",
      note: "import",
    });
    expect((await content.drafts()).map((draft) => draft.key)).toEqual([testimonial("salma")]);
    const broken = { ...fixtureEdition, company: { ...renamed, name: { en: "Jamdani Studio", bn: "" } } };
    const refused = await content.importEdition(broken, "operator");
    expect(refused.ok).toBe(false);
    expect((await content.published()).number).toBe(2);
  });

  it("audits every save, discard, publish and restore: who, what and which record or version", async () => {
    await content.saveDraft({ key: company, value: renamed, baseRevision: 0, by: nadia });
    await content.saveDraft({ key: testimonial("karim"), value: null, baseRevision: 0, by: nadia });
    await content.discardDraft(testimonial("karim"), rashed);
    await content.discardDraft(testimonial("karim"), rashed); // nothing left to discard: not audited
    await content.saveDraft({ key: company, value: null, baseRevision: 1, by: nadia }); // refused: not audited
    await content.publish(rashed);
    await content.restore(1, nadia);
    const audit = await listAudit(db);
    expect(audit.map(({ actor, action, target, detail }) => [actor, action, target, detail])).toEqual([
      [nadia, "content restored", "version 3", "restore of 1"],
      [rashed, "content published", "version 2", "publish"],
      [rashed, "content draft discarded", "testimonials/karim", ""],
      [nadia, "content draft saved", "testimonials/karim", "removal, revision 1"],
      [nadia, "content draft saved", "company/company", "revision 1"],
    ]);
  });

  it("tells the onPublished listeners of every instance of each new version, once", async () => {
    const other = await anotherInstance();
    await other.published(); // the other instance shows version 1, as a starting site does
    const here = vi.fn<(version: PublishedVersion) => void>();
    const there = vi.fn<(version: PublishedVersion) => void>();
    const stopped = vi.fn();
    content.onPublished(here);
    other.onPublished(there);
    other.onPublished(stopped)();

    await content.saveDraft({ key: company, value: renamed, baseRevision: 0, by: nadia });
    await content.publish(nadia);
    await eventually(() => here.mock.calls.length > 0 && there.mock.calls.length > 0);
    expect(there.mock.calls[0]?.[0]).toMatchObject({ number: 2, publishedBy: nadia, edition: { company: renamed } });
    expect(here.mock.calls[0]?.[0]).toMatchObject({ number: 2 });

    await other.restore(1, rashed);
    await eventually(() => here.mock.calls.length > 1 && there.mock.calls.length > 1);
    // A notice that brings nothing new (PostgreSQL's listening connection starting) announces nothing.
    await new Promise((settle) => setTimeout(settle, 300));
    expect(here.mock.calls.map(([version]) => version.number)).toEqual([2, 3]);
    expect(there.mock.calls.map(([version]) => version.number)).toEqual([2, 3]);
    expect(stopped).not.toHaveBeenCalled();
  });
});
