// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { missingBangla } from "./missing-bangla.ts";
import { RecordForm, translatorNote } from "./record-form.tsx";
import { categoryRecord } from "./record-fixture.ts";
import { recordFromForm } from "./record-from-form.ts";
import { withStoredStructure } from "./stored-structure.ts";

const renderForm = (record = categoryRecord(), errors?: { field: string; message: string }[]) =>
  render(<RecordForm record={record} revision={4} missingBangla={missingBangla(record)} errors={errors} />);

describe("the record form", () => {
  it("posts back exactly the record it shows, with the revision it was loaded at", () => {
    renderForm();
    const form = screen.getByTestId("record-form") as HTMLFormElement;
    expect(form.method).toBe("post");
    const posted = new FormData(form);
    expect(posted.get("$revision")).toBe("4");
    expect(recordFromForm(posted, categoryRecord())).toEqual({ ok: true, value: categoryRecord() });
  });

  it("shows each text field as English | বাংলা, the Bangla input marked lang=bn and long text as a text area", () => {
    renderForm();
    const english = screen.getByLabelText("Cards › Penetration Testing › Title, English");
    const bangla = screen.getByLabelText("Cards › Penetration Testing › Title, বাংলা");
    expect([english.getAttribute("name"), english.getAttribute("lang")]).toEqual(["cards.0.title.en", "en"]);
    expect([bangla.getAttribute("name"), bangla.getAttribute("lang")]).toEqual(["cards.0.title.bn", "bn"]);
    expect(bangla.getAttribute("aria-describedby")).toBe("f-cards.0.title.bn-missing");
    expect(screen.getByLabelText("Subtitle, English").tagName).toBe("TEXTAREA");
    expect((screen.getByLabelText("Subtitle, English") as HTMLTextAreaElement).value).toBe(
      'Line one.\nLine two, with "quotes" & <tags>.',
    );
    expect(screen.getByLabelText("Name, English").tagName).toBe("INPUT");
    expect(screen.getByLabelText("Image › Width")).toHaveProperty("type", "number");
  });

  it("says how many texts miss their Bangla, and saves with the first button so Enter saves", () => {
    renderForm();
    expect(screen.getByTestId("bangla-missing").textContent).toBe("Bangla missing: 3 texts have English only.");
    const buttons = within(screen.getByTestId("record-form")).getAllByRole("button");
    expect(buttons[0]).toHaveProperty("textContent", "Save draft");
    expect(buttons.filter((button) => button.textContent === "Save draft")).toHaveLength(1);
  });

  it("gives each list item Move and Remove buttons that post the same form, and each list an Add button", () => {
    renderForm();
    const up = screen.getByRole("button", { name: "Move up: Cards › Security Projects" });
    expect([up.getAttribute("name"), up.getAttribute("value")]).toEqual(["$op", "up cards.1"]);
    expect(screen.queryByRole("button", { name: "Move up: Cards › Penetration Testing" })).toBeNull();
    expect(screen.getByRole("button", { name: "Remove: Paragraphs › Item 2" }).getAttribute("value")).toBe(
      "remove paragraphs.1",
    );
    expect(screen.getByRole("button", { name: "Add to Cards" }).getAttribute("value")).toBe("add cards");
  });

  it("ties a refused field's reason to its input", () => {
    renderForm(categoryRecord(), [{ field: "image.width", message: "Enter a number." }]);
    const width = screen.getByLabelText("Image › Width");
    expect(width.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(width.getAttribute("aria-describedby")!)?.textContent).toBe("Enter a number.");
    expect(screen.getByRole("alert").textContent).toContain("image.width: Enter a number.");
  });

  it("labels every input, and every id is unique", () => {
    const { container } = renderForm();
    const controls = [...container.querySelectorAll("input:not([type=hidden]), textarea, select")];
    expect(controls.length).toBeGreaterThan(20);
    for (const control of controls) {
      expect(container.querySelectorAll(`label[for="${CSS.escape(control.id)}"]`), control.id).toHaveLength(1);
    }
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("the record form for a translator (no right to change structure)", () => {
  const renderForTranslator = (record = categoryRecord()) =>
    render(
      <RecordForm record={record} revision={2} missingBangla={missingBangla(record)} mayChangeStructure={false} />,
    );
  const form = () => screen.getByTestId("record-form") as HTMLFormElement;

  it("says once, at the top, what a translator may change", () => {
    renderForTranslator();
    expect(screen.getAllByText(translatorNote)).toHaveLength(1);
    expect(form().querySelector("p")?.textContent).toBe(translatorNote);
  });

  it("offers inputs for the words only: links, images, sizes, figures and yes/no are text, not inputs", () => {
    const { container } = renderForTranslator();
    const names = [...container.querySelectorAll("input:not([type=hidden]), textarea, select")].map((control) =>
      control.getAttribute("name"),
    );
    // Seven texts (name, subtitle, the image's alt, two paragraphs, two cards' titles), two languages each.
    expect(names).toHaveLength(14);
    expect(names.filter((name) => !/\.(en|bn)$/.test(name ?? ""))).toEqual([]);
    for (const structure of ["externalHref", "image.src", "image.width", "featured", "tags.0", "cards.0.href"]) {
      expect(container.querySelector(`[name="${structure}"]`), structure).toBeNull();
    }
    // Each shown as the value it holds, under its own name, where a problem's link lands.
    const link = container.querySelector('[id="f-externalHref"]');
    expect([link?.tagName, link?.textContent]).toEqual([
      "DL",
      "Link to the agency's pagehttps://agency.example/services/cyber-security",
    ]);
    expect(container.querySelector('[id="f-image.width"]')?.textContent).toBe("Image › Width640");
    expect(container.querySelector('[id="f-featured"]')?.textContent).toBe("FeaturedYes");
  });

  it("has no button but Save draft: no Add, Move up, Move down or Remove for list items", () => {
    renderForTranslator();
    expect(
      within(form())
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Save draft"]);
    expect(form().querySelector('[name="$op"]')).toBeNull();
  });

  it("posts only the words, which the server rebuilds into exactly the stored record", () => {
    renderForTranslator();
    const posted = new FormData(form());
    expect(posted.get("$revision")).toBe("2");
    // Not posted: read alone, the form lacks every structure field.
    expect(recordFromForm(posted, categoryRecord())).toMatchObject({ ok: false });
    expect(recordFromForm(withStoredStructure(posted, categoryRecord()), categoryRecord())).toEqual({
      ok: true,
      value: categoryRecord(),
    });
  });

  it("keeps a Bangla word typed into a list item, with the items' structure as stored", () => {
    renderForTranslator();
    const bangla = screen.getByLabelText("Cards › Penetration Testing › Title, বাংলা") as HTMLInputElement;
    bangla.value = "অনুপ্রবেশ পরীক্ষা";
    const reading = recordFromForm(withStoredStructure(new FormData(form()), categoryRecord()), categoryRecord());
    const expected = categoryRecord();
    expected.cards[0]!.title.bn = "অনুপ্রবেশ পরীক্ষা";
    expect(reading).toEqual({ ok: true, value: expected });
  });

  it("still labels every input, and every id is unique", () => {
    const { container } = renderForTranslator();
    for (const control of container.querySelectorAll("input:not([type=hidden]), textarea, select")) {
      expect(container.querySelectorAll(`label[for="${CSS.escape(control.id)}"]`), control.id).toHaveLength(1);
    }
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("putting a translator's structure back from the stored record", () => {
  it("keeps a structure field that was sent, so that the text-only check still sees the change", () => {
    const posted = new URLSearchParams([["externalHref", "https://elsewhere.example"]]);
    const filled = withStoredStructure(posted, categoryRecord());
    expect(filled.getAll("externalHref")).toEqual(["https://elsewhere.example"]);
    expect(filled.get("image.src")).toBe("/art/services/cyber-security.svg");
    expect(filled.get("cards.1.kind")).toBe("projects");
    expect(filled.has("name.en")).toBe(false);
  });
});
