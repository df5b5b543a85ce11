import { humanize, isObject, isTextPair } from "./json-value.ts";

/**
 * A stored value as staff read it, never as JSON: text keeps its line breaks and quotes, a text
 * field shows both languages (the Bangla with lang="bn"), a record its fields one under another.
 */
export function ValueText({ value }: { value: unknown }) {
  if (value === undefined || value === null) return <span className="text-ink-soft italic">(nothing)</span>;
  if (typeof value === "string") {
    return value === "" ? (
      <span className="text-ink-soft italic">(empty)</span>
    ) : (
      <span className="break-words whitespace-pre-wrap">{value}</span>
    );
  }
  if (typeof value === "boolean") return <span>{value ? "Yes" : "No"}</span>;
  if (typeof value !== "object") return <span>{String(value)}</span>;
  if (isTextPair(value)) {
    return (
      <dl className="grid gap-1">
        <dt className="text-sm font-semibold text-ink-soft">English</dt>
        <dd lang="en">
          <ValueText value={value.en} />
        </dd>
        <dt className="text-sm font-semibold text-ink-soft" lang="bn">
          বাংলা
        </dt>
        <dd lang="bn">
          <ValueText value={value.bn} />
        </dd>
      </dl>
    );
  }
  if (Array.isArray(value)) {
    return (
      <ol className="grid list-decimal gap-2 pl-5">
        {value.map((item, index) => (
          <li key={index}>
            <ValueText value={item} />
          </li>
        ))}
      </ol>
    );
  }
  return (
    <dl className="grid gap-1">
      {Object.entries(isObject(value) ? value : {}).map(([key, child]) => (
        <div key={key}>
          <dt className="text-sm font-semibold text-ink-soft">{humanize(key)}</dt>
          <dd className="pl-3">
            <ValueText value={child} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
