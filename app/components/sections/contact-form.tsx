import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  contactFieldNames,
  honeypotFieldName,
  type ContactFieldName,
  type ContactFieldSpec,
} from "~/content/contact-form.ts";
import type { Locale } from "~/content/locale.ts";
import { textLinkClass } from "~/components/ui/text-link.ts";
import { ContactField } from "./contact-field.tsx";

/** What the contact endpoints answer (see server/leads/results.server.ts). */
export type ContactFormResult =
  | { outcome: "sent" }
  | {
      outcome: "invalid";
      errors: Partial<Record<ContactFieldName, string>>;
      values: Partial<Record<ContactFieldName, string>>;
    }
  | { outcome: "bad-request" | "forbidden" | "rate-limited" | "unavailable"; message: string };

/** The JSON twin of the page's form action, used when JavaScript is available. */
export const contactApiPath = "/api/contact";

/** What the form says itself, in the page's language (built on the server: app/lib/contact-form-labels.ts). */
export type ContactFormLabels = {
  submit: string;
  sending: string;
  requiredNote: string;
  honeypotLabel: string;
  errorSummary: string;
  sentHeading: string;
  sentText: string;
  sendAnother: string;
  tooLarge: string;
  unavailable: string;
  /** Beside the Send button, before the link to the privacy page of the form's language. */
  replyNote: string;
  privacy: { label: string; href: string };
};

async function submit(form: HTMLFormElement, labels: ContactFormLabels): Promise<ContactFormResult> {
  try {
    const response = await fetch(contactApiPath, {
      method: "POST",
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      headers: { Accept: "application/json" },
    });
    if (response.headers.get("Content-Type")?.includes("application/json"))
      return (await response.json()) as ContactFormResult;
    return {
      outcome: response.status === 413 ? "bad-request" : "unavailable",
      message: response.status === 413 ? labels.tooLarge : labels.unavailable,
    };
  } catch {
    // Offline or the server unreachable: say so, and keep everything typed in the form.
    return { outcome: "unavailable", message: labels.unavailable };
  }
}

/**
 * The contact form. A plain POST to /contact-us works without JavaScript (the server answers
 * with the page showing the errors or the confirmation); with JavaScript it submits in place,
 * shows a pending state and moves focus to the confirmation or the first invalid field.
 */
type ContactFormProps = {
  initialResult: ContactFormResult | null;
  headingLevel: "h2" | "h3";
  /** The page that takes the plain POST: /contact-us or /bn/contact-us. */
  action: string;
  /** Recorded with the message, and the language the server answers in. */
  language: Locale;
  fields: Record<ContactFieldName, ContactFieldSpec>;
  labels: ContactFormLabels;
};

export function ContactForm({
  initialResult,
  headingLevel: Heading,
  action,
  language,
  fields,
  labels,
}: ContactFormProps) {
  const [result, setResult] = useState<ContactFormResult | null>(initialResult);
  const [pending, setPending] = useState(false);
  const [submitted, setSubmitted] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (submitted === 0 || !result) return;
    if (result.outcome === "sent") sentRef.current?.focus();
    else if (result.outcome === "invalid") {
      const first = contactFieldNames.find((name) => result.errors[name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    } else problemRef.current?.focus();
  }, [result, submitted]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const answer = await submit(event.currentTarget, labels);
    setPending(false);
    setResult(answer);
    setSubmitted((n) => n + 1);
  }

  if (result?.outcome === "sent") {
    return (
      <div role="status" className="rounded-2xl bg-mint p-8 text-center" data-testid="contact-sent">
        <Heading ref={sentRef} tabIndex={-1} className="text-2xl font-bold text-teal-deep">
          {labels.sentHeading}
        </Heading>
        <p className="mt-3 text-ink-soft">{labels.sentText}</p>
        <a
          href={`${action}#contact-form`}
          onClick={(event) => {
            event.preventDefault();
            setResult(null);
          }}
          className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-deep px-6 font-semibold text-white hover:bg-brand-teal"
        >
          {labels.sendAnother}
        </a>
      </div>
    );
  }

  const errors = result?.outcome === "invalid" ? result.errors : {};
  const values = result?.outcome === "invalid" ? result.values : {};
  const problem =
    result && "message" in result ? result.message : result?.outcome === "invalid" ? labels.errorSummary : null;

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      id="contact-form"
      onSubmit={onSubmit}
      className="grid gap-5 sm:grid-cols-2"
      data-testid="contact-form"
    >
      <p className="text-sm text-ink-soft sm:col-span-2">{labels.requiredNote}</p>
      <input type="hidden" name="language" value={language} />
      {problem && (
        <p
          ref={problemRef}
          tabIndex={-1}
          role="alert"
          className="rounded-xl bg-coral-dark/10 px-4 py-3 font-semibold text-coral-dark sm:col-span-2"
        >
          {problem}
        </p>
      )}
      {contactFieldNames.map((name) => (
        <ContactField key={name} spec={fields[name]} error={errors[name]} defaultValue={values[name]} />
      ))}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="contact-website">{labels.honeypotLabel}</label>
        <input
          id="contact-website"
          name={honeypotFieldName}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 sm:col-span-2">
        <button
          type="submit"
          aria-disabled={pending}
          className="inline-flex min-h-12 items-center rounded-full bg-brand-coral px-8 font-bold text-white shadow hover:bg-brand-coral-hover aria-disabled:opacity-70"
        >
          {pending ? labels.sending : labels.submit}
        </button>
        <p className="text-sm text-ink-soft" data-testid="contact-privacy-note">
          {labels.replyNote}{" "}
          <a href={labels.privacy.href} className={textLinkClass}>
            {labels.privacy.label}
          </a>
        </p>
      </div>
    </form>
  );
}
