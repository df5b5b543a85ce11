import { describe, expect, test } from "vitest";
import { inLanguage, placeholderValues } from "./bilingual.ts";
import { describeProblem, editionProblems } from "./edition-problems.ts";
import { initialEdition, type Edition } from "./initial-edition.ts";

/** A copy of the initial edition changed by `change`: the tests never touch the shared one. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests reach into the JSON freely
type Loose = Record<string, any>;

function editionWith(change: (edition: Loose) => void): Edition {
  const copy = structuredClone(initialEdition) as Loose;
  change(copy);
  return copy as Edition;
}

const messages = (edition: Edition, forPublish: boolean) =>
  editionProblems(edition, { forPublish }).map(describeProblem);

describe("the edition's problems, from the content model", () => {
  test("the initial edition (the repository's data files) may be published as it is", () => {
    expect(editionProblems(initialEdition, { forPublish: true })).toEqual([]);
  });

  test("a missing Bangla string names its record, field and language, and only stops a publish", () => {
    const edition = editionWith((e) => (e.projects[0].title.bn = ""));
    expect(editionProblems(edition, { forPublish: false })).toEqual([]);
    expect(editionProblems(edition, { forPublish: true })).toEqual([
      {
        collection: "projects",
        id: "nirog-medical",
        field: "title",
        language: "bn",
        message: "the Bangla text is missing",
      },
    ]);
  });

  test("a card's text too short in one language is that card's field in that language, by its labels", () => {
    const edition = editionWith((e) => (e.categories[5].cards[0].description.bn = "ছোট"));
    const problems = editionProblems(edition, { forPublish: true });
    expect(problems).toEqual([
      expect.objectContaining({
        collection: "categories",
        id: "cyber-security",
        field: "cards.0.description",
        language: "bn",
      }),
    ]);
    expect(describeProblem(problems[0]!)).toBe(
      "Service categories and cards › cyber-security › Cards › Card 1 › Description (Bangla): write at least 40 characters",
    );
    // Unfinished, not wrong: a draft may hold it.
    expect(editionProblems(edition, { forPublish: false })).toEqual([]);
  });

  test("a wrong value is refused at Save already: a link that is no web address, a choice not offered, a bad date", () => {
    const edition = editionWith((e) => {
      e.projects[1].href = "not a link";
      e.projects[2].sector = "fish farming";
      e.articles[0].date = "2026-02-31";
    });
    for (const forPublish of [false, true]) {
      expect(messages(edition, forPublish)).toEqual([
        "Latest projects › sparkle-bay-cleaning › Link to the project: a link must be a web address starting with https:// (never javascript: or data:)",
        expect.stringMatching(
          /^Latest projects › desert-breeze-facilities › Sector: choose one of: Healthcare and medical, /,
        ),
        expect.stringMatching(/^Insights articles › [a-z-]+ › Published on: not a calendar date$/),
      ]);
    }
  });

  test("a list is judged by the bounds its section's layout handles, not by the starting counts", () => {
    const seventh = editionWith((e) => e.projects.push({ ...structuredClone(e.projects[0]), id: "fish-farm-portal" }));
    expect(editionProblems(seventh, { forPublish: true })).toEqual([]);
    const crowded = editionWith((e) => {
      while (e.projects.length < 25)
        e.projects.push({ ...structuredClone(e.projects[0]), id: `project-${e.projects.length}` });
    });
    expect(messages(crowded, false)).toEqual(["Latest projects: takes at most 24 projects; there are 25"]);
    const empty = editionWith((e) => (e.testimonials = []));
    expect(messages(empty, false)).toEqual([]);
    expect(messages(empty, true)).toEqual(["Testimonials: needs at least 1 testimonial; there are 0"]);
  });

  test("a reference names a record of its collection: an article's author is one of the team", () => {
    const edition = editionWith((e) =>
      e.teamMembers.splice(
        e.teamMembers.findIndex((m: Loose) => m.id === "tahmina-akter"),
        1,
      ),
    );
    expect(messages(edition, false)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Insights articles › [a-z-]+ › Author: choose one of: [a-z-, ]+$/),
      ]),
    );
  });

  test("ids are unique within their list, and text names only known values of the site configuration", () => {
    const edition = editionWith((e) => {
      e.testimonials[1].id = e.testimonials[0].id;
      e.company.mission.en = "At {brnd}, we build for the long run and explain every step plainly to our clients.";
    });
    const [first] = initialEdition.testimonials as Array<{ id: string }>;
    expect(messages(edition, false)).toEqual([
      `Testimonials › ${first?.id}: another testimonial has this id`,
      "Company text › Mission (English): {brnd} is not a value of the site configuration",
    ]);
  });

  test("a key the collection does not declare is refused at Save, wherever it is", () => {
    const edition = editionWith((e) => {
      e.projects[0].tracking = "<script>";
      e.categories[0].cards[1].extra = 1;
    });
    expect(messages(edition, false)).toEqual([
      'Service categories and cards › software-development › Cards › Card 2 › extra: "extra" is not a field of this record',
      'Latest projects › nirog-medical › tracking: "tracking" is not a field of this record',
    ]);
  });

  test("the site record's phone is one number: its link form must agree with it, and the profiles' networks differ", () => {
    const edition = editionWith((e) => {
      e.site.phone.e164 = "+8801700000000";
      e.site.officeHours.bn = "";
      e.site.socialProfiles[1].network = e.site.socialProfiles[0].network;
    });
    expect(messages(edition, true)).toEqual([
      "Brand and contact details › Social profiles › Profile 2 › Network: another profile has this network",
      "Brand and contact details › Office hours, as people read them (Bangla): the Bangla text is missing",
      "Brand and contact details › Phone: the number for links must match the number shown",
    ]);
    const unlinked = editionWith((e) => (e.site.phone.e164 = "+8801700000000"));
    expect(messages(unlinked, false)).toEqual([
      "Brand and contact details › Phone: the number for links must match the number shown",
    ]);
  });

  test("placeholders take the values of the edition they are read in, a missing one left as it is", () => {
    const edition = editionWith((e) => {
      e.site.phone.display = "+880 1555-000111";
      delete e.site.careersEmail;
    });
    const text = { en: "Call {phone} or write to {careersEmail}", bn: "ফোন: {phone}" };
    expect(inLanguage(text, "en", { edition })).toBe("Call +880 1555-000111 or write to {careersEmail}");
    expect(inLanguage(text, "bn", { edition })).toBe("ফোন: +৮৮০ ১৫৫৫-০০০১১১");
    expect(placeholderValues("en", edition)).not.toHaveProperty("careersEmail");
  });

  test("a javascript: or data: link is refused in a draft already, as any link off the web", () => {
    const scripted = editionWith((e) => (e.projects[0].href = "javascript:alert(document.cookie)"));
    const ftp = editionWith((e) => (e.categories[0].cards[0].href = "ftp://files.example.com/"));
    for (const forPublish of [false, true]) {
      expect(editionProblems(scripted, { forPublish })).toEqual([
        expect.objectContaining({
          collection: "projects",
          id: "nirog-medical",
          field: "href",
          message: expect.stringMatching(/https:\/\//),
        }),
      ]);
      expect(editionProblems(ftp, { forPublish })).toEqual([
        expect.objectContaining({
          collection: "categories",
          field: "cards.0.href",
          message: expect.stringMatching(/https:\/\//),
        }),
      ]);
    }
  });

  test("a collection that is missing is said so", () => {
    const edition = editionWith((e) => delete e.rates);
    expect(editionProblems(edition, { forPublish: false })).toEqual([
      { collection: "rates", message: "the collection is missing" },
    ]);
  });
});
