import { isPlain as isObject, isTextPair } from "~/content/edition/text-pair.ts";
import { languages } from "~/content/model/languages.ts";

/** A key of a nested value said in words ("externalHref" → "External href"): for values shown whole. */
const humanize = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A stored value as staff read it, never as JSON: text keeps its line breaks and quotes, a text
 * field shows every language (each with its lang), a record its fields one under another.
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
        {languages.map((language) => (
          <div key={language.code}>
            <dt className="text-sm font-semibold text-ink-soft" lang={language.code}>
              {language.nativeName}
            </dt>
            <dd lang={language.code} dir={language.dir}>
              <ValueText value={value[language.code]} />
            </dd>
          </div>
        ))}
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
