// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { missingBangla } from "./missing-bangla.ts";
import { RecordForm } from "./record-form.tsx";
import { categoryRecord } from "./record-fixture.ts";
import { recordFromForm } from "./record-from-form.ts";

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
