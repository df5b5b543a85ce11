// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { LeadConversation } from "./lead-conversation.tsx";

const lead = {
  id: 7,
  name: "রাশেদ <b>",
  email: "rashed@example.com",
  subject: "ওয়েবসাইট & অ্যাপ",
  message: "বাজেট ৫ লাখ।\n<script>alert(1)</script>",
  created_at: "2026-03-01T08:00:00.000Z",
  language: "bn",
};
const replies = [
  {
    id: 1,
    author: "nadia@agency.example",
    body: "ধন্যবাদ!",
    created_at: "2026-03-01T08:30:00.000Z",
    delivery: { state: "sent" as const, at: "2026-03-01T08:30:05.000Z" },
  },
  {
    id: 2,
    author: "karim@agency.example",
    body: "<i>Follow-up</i>",
    created_at: "2026-03-02T08:30:00.000Z",
    delivery: { state: "failed" as const, attempts: 5, error: "550 mailbox unavailable" },
  },
];

it("shows the lead's message and every reply with its author and delivery, all as text", () => {
  const { container } = render(
    <LeadConversation lead={lead} replies={replies} you="nadia@agency.example" canEmail sent={false} />,
  );
  const items = within(screen.getByTestId("conversation")).getAllByRole("listitem");
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringContaining("বাজেট ৫ লাখ।\n<script>alert(1)</script>"),
    expect.stringMatching(/nadia@agency\.example replied.*Sent.*ধন্যবাদ!/),
    expect.stringMatching(/karim@agency\.example replied.*Not delivered.*after 5 attempts: 550 mailbox unavailable/),
  ]);
  expect(container.querySelector("script, b, i")).toBeNull();
  expect(screen.getByLabelText("Reply to rashed@example.com")).toBeTruthy();
  expect(screen.getByText(/their answer comes back to you at nadia@agency\.example/)).toBeTruthy();
});

it("without a mail server, says so, keeps a refused draft and offers the mail program instead", () => {
  render(
    <LeadConversation
      lead={lead}
      replies={[]}
      you="nadia@agency.example"
      canEmail={false}
      sent={false}
      draft="আমরা কাল ফোন করব।"
    />,
  );
  expect(screen.queryByRole("textbox")).toBeNull();
  const notice = screen.getByTestId("reply-unavailable");
  expect(notice.textContent).toMatch(/no mail server set up/);
  expect(notice.textContent).toContain("আমরা কাল ফোন করব।");
  expect(within(notice).getByRole("link", { name: "Reply by email" }).getAttribute("href")).toBe(
    `mailto:rashed@example.com?subject=${encodeURIComponent("Re: ওয়েবসাইট & অ্যাপ")}`,
  );
});

it("offers to quote the message in the reply's own form, unticked, and keeps a refused reply's choice", () => {
  const { unmount } = render(
    <LeadConversation lead={lead} replies={[]} you="nadia@agency.example" canEmail sent={false} />,
  );
  const quote = () => screen.getByRole<HTMLInputElement>("checkbox", { name: "Quote the message" });
  expect(quote().checked).toBe(false);
  // Posted with the reply, without JavaScript: ticked sends quote=yes, unticked sends nothing.
  expect([quote().name, quote().value]).toEqual(["quote", "yes"]);
  expect(quote().form).toBe(screen.getByLabelText<HTMLTextAreaElement>("Reply to rashed@example.com").form);
  expect(quote().getAttribute("aria-describedby")).toBe("reply-quote-help");
  // The page a refused reply comes back on (a new document: the form is posted without JavaScript).
  unmount();
  render(
    <LeadConversation
      lead={lead}
      replies={[]}
      you="nadia@agency.example"
      canEmail
      sent={false}
      draft=""
      quote
      error="Write the reply first."
    />,
  );
  expect(quote().checked).toBe(true);
});
