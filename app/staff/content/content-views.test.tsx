// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ChangesTable } from "./changes-table.tsx";
import { CollectionsOverview } from "./collections-overview.tsx";
import { ConflictView } from "./conflict-view.tsx";
import { collectionSummaries, describeProblem } from "./edition-records.ts";
import { ProblemsList } from "./problems-list.tsx";
import { model } from "~/content/model/model.ts";
import { readRecord } from "./form/form-reading.ts";
import { categoryRecord } from "./record-fixture.ts";

const fields = model.categories.fields;
const theirs = categoryRecord();
const yours = {
  ...categoryRecord(),
  name: { en: "Cyber Security", bn: "সাইবার সুরক্ষা" },
  externalHref: "https://agency.example/security",
};
const conflict = {
  key: { collection: "categories", id: "cyber-security" },
  current: theirs,
  currentRevision: 7,
  savedBy: "nadia@agency.example",
  savedAt: "2026-03-01T08:00:00.000Z",
  attempted: yours,
};

describe("the conflict view", () => {
  it("puts their text and yours side by side for each field that differs", () => {
    render(<ConflictView conflict={conflict} fields={fields} />);
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows.map((row) => row.textContent)).toEqual([
      "FieldTheir text (nadia@agency.example)Your text",
      `Page on the agency's main site${theirs.externalHref}https://agency.example/security`,
      `Short nameEnglish${theirs.name.en}বাংলা${theirs.name.bn}EnglishCyber Securityবাংলাসাইবার সুরক্ষা`,
    ]);
    const yours = screen.getAllByText((_, element) => element?.textContent === "সাইবার সুরক্ষা").at(-1)!;
    expect(yours.closest("[lang]")?.getAttribute("lang")).toBe("bn");
    // Neither came first: each side marks the words the other lacks.
    expect(yours.querySelector("mark")?.textContent).toBeTruthy();
  });

  it("keeps theirs, or saves yours again against their revision, with forms that need no JavaScript", () => {
    render(<ConflictView conflict={conflict} fields={fields} />);
    const keep = screen.getByRole("button", { name: "Keep theirs" }).closest("form")!;
    expect(Object.fromEntries(new FormData(keep))).toEqual({ $intent: "keep-theirs" });
    const mine = new FormData(screen.getByRole("button", { name: "Save mine anyway" }).closest("form")!);
    expect([mine.get("$intent"), mine.get("$revision")]).toEqual(["save", "7"]);
    expect(readRecord(fields, mine, theirs, { textsOnly: false })).toEqual({ value: yours, errors: [] });
  });

  it("offers to remove the record again when yours was a removal", () => {
    render(<ConflictView conflict={{ ...conflict, attempted: null }} fields={fields} />);
    const mine = new FormData(screen.getByRole("button", { name: "Save mine anyway" }).closest("form")!);
    expect([...mine.keys()]).toEqual(["$intent", "$revision"]);
    expect(mine.get("$intent")).toBe("remove");
    const [, row] = within(screen.getByRole("table")).getAllByRole("row");
    expect(within(row!).getByRole("rowheader").textContent).toBe("The whole record");
    expect(within(row!).getAllByRole("cell")[1]?.textContent).toBe("(nothing)");
  });
});

describe("the version diff table", () => {
  it("shows long text as text with its line breaks and quotes, and records as their fields", () => {
    const long = 'Line one.\nLine "two" & <three>.';
    render(
      <ChangesTable
        caption="Changes"
        rows={[
          { where: "Service categories and cards › Cyber Security › Subtitle (English)", before: "Old.", after: long },
          {
            where: "Team members › Nadia",
            before: undefined,
            after: { name: { en: "Nadia", bn: "নাদিয়া" }, order: 2 },
          },
        ]}
      />,
    );
    const cells = within(screen.getByRole("table")).getAllByRole("cell");
    expect(cells[1]?.textContent).toBe(long);
    expect(cells[1]?.innerHTML).not.toContain("\\n");
    expect(cells[2]?.textContent).toBe("(nothing)");
    expect(cells[3]?.textContent).toBe("NameEnglishNadiaবাংলানাদিয়াOrder2");
  });

  it("says when nothing changed", () => {
    render(<ChangesTable caption="Changes" rows={[]} />);
    expect(screen.getByText("Nothing changed.")).toBeTruthy();
  });
});

describe("the problems list and the overview", () => {
  const company = { aboutHeading: { en: "Agency", bn: "" } };
  const edition = { categories: [categoryRecord()], company };

  it("names each problem's collection, record, field and language, and links to the field", () => {
    const problems = [
      {
        collection: "categories",
        id: "cyber-security",
        field: "cards.0.title",
        language: "bn" as const,
        message: "Write the Bangla.",
      },
      { collection: "categories", message: "Exactly 6 categories are needed." },
    ].map((problem) => describeProblem(problem, edition));
    render(<ProblemsList title="Publishing was refused" problems={problems} />);
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [
        `Service categories and cards › ${theirs.name.en} › Cards › Card 1 (${theirs.cards[0].title.en}) › Title (Bangla)`,
        "/staff/content/categories/cyber-security#f-cards.0.title.bn",
      ],
      ["Service categories and cards", "/staff/content/categories"],
    ]);
    expect(screen.getByTestId("problems").textContent).toContain("Exactly 6 categories are needed.");
  });

  it("lists every collection of the model with its records, drafts and missing translations, a single record linked directly", () => {
    const drafts = [
      {
        key: { collection: "categories", id: "#order" },
        value: [],
        revision: 1,
        savedBy: "a",
        savedAt: "",
        baseVersion: 1,
      },
    ];
    // The company's name was translated before its English changed: one translation to review.
    const reviewed = { ...edition, company: { ...(edition.company as object), $staleTranslations: ["name"] } };
    render(<CollectionsOverview collections={collectionSummaries(reviewed, drafts)} />);
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    const lines = rows.slice(1).map((row) => row.textContent);
    expect(lines).toContain("Service categories and cards1100");
    expect(lines).toContain("Company text1011");
    expect(lines).toContain("Latest projects0000");
    expect(screen.getByRole("link", { name: "1 translation to review in Company text" }).getAttribute("href")).toBe(
      "/staff/content/company/company",
    );
    expect(screen.getByRole("link", { name: "Company text" }).getAttribute("href")).toBe(
      "/staff/content/company/company",
    );
  });
});

describe("a change, word by word", () => {
  it("strikes through the words that went and underlines those that came, in each language", () => {
    const { container } = render(
      <ChangesTable
        caption="Changes"
        rows={[
          {
            where: "Testimonials › Najd Trading Est. › What they said",
            before: { en: "Orders used to slip through.", bn: "অর্ডার হারিয়ে যেত।" },
            after: { en: "Orders no longer slip through.", bn: "অর্ডার হারিয়ে যেত।" },
          },
        ]}
      />,
    );
    expect([...container.querySelectorAll("del")].map((del) => del.textContent)).toEqual(["used to "]);
    expect([...container.querySelectorAll("ins")].map((ins) => ins.textContent)).toEqual(["no longer "]);
    // Unchanged text (the Bangla here) is shown whole, unmarked.
    expect(screen.getAllByText("অর্ডার হারিয়ে যেত।")).toHaveLength(2);
  });
});
