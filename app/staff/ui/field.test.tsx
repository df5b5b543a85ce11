// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { Checkbox, Input, Select, TextArea } from "./controls.tsx";
import { Field, FieldGroup } from "./field.tsx";

const describedText = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);

it("ties a control to its label, help and refusal, and marks it invalid and required", () => {
  render(
    <Field id="invite-email" label="Email address" help="Their work address." error="Enter an email address." required>
      <Input name="email" type="email" defaultValue="rahim@" />
    </Field>,
  );
  const input = screen.getByRole("textbox", { name: "Email address" });
  expect(input.id).toBe("invite-email");
  expect(describedText(input)).toEqual(["Their work address.", "Enter an email address."]);
  expect(input.getAttribute("aria-invalid")).toBe("true");
  expect(input.hasAttribute("required")).toBe(true);
  expect((input as HTMLInputElement).value).toBe("rahim@");
  // "required" is shown for the eye, outside the label, so the name stays the label's words.
  expect(screen.getByText("required").getAttribute("aria-hidden")).toBe("true");
});

it("leaves a field that was not refused valid and undescribed, for every control", () => {
  render(
    <>
      <Field label="Note">
        <TextArea name="note" />
      </Field>
      <Field label="Owner">
        <Select name="owner">
          <option value="">Nobody</option>
        </Select>
      </Field>
    </>,
  );
  for (const control of [screen.getByLabelText("Note"), screen.getByLabelText("Owner")]) {
    expect(control.getAttribute("aria-invalid")).toBeNull();
    expect(control.getAttribute("aria-describedby")).toBeNull();
    expect(control.hasAttribute("required")).toBe(false);
  }
});

it("describes a box by what ticking it means and by its refusal, and a group by its refusal", () => {
  render(
    <FieldGroup legend="Roles" error="Choose at least one role.">
      <Checkbox id="invite-sales" name="roles" value="sales" label="sales" description="Reads and answers leads." />
      <Checkbox id="confirm" name="confirm" value="yes" label="End access now" error="Tick the box to confirm." />
    </FieldGroup>,
  );
  const sales = screen.getByRole("checkbox", { name: "sales" });
  expect(describedText(sales)).toEqual(["Reads and answers leads."]);
  const confirm = screen.getByRole("checkbox", { name: "End access now" });
  expect([confirm.getAttribute("aria-invalid"), describedText(confirm)]).toEqual([
    "true",
    ["Tick the box to confirm."],
  ]);
  expect(describedText(screen.getByRole("group", { name: "Roles" }))).toEqual(["Choose at least one role."]);
});
