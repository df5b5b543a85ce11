import { isPlain as isObject, isTextPair } from "~/content/edition/text-pair.ts";
import { languages } from "~/content/model/languages.ts";
import { wordDiff } from "./word-diff.ts";

/**
 * What a value is compared with, word by word in texts: the other side of a change (`before`
 * shows what went, struck through; `after` what came, underlined), or with `differences` two
 * versions neither of which came first (a conflict: each marks what the other lacks).
 */
export type Comparison = { other: unknown; side: "before" | "after"; differences?: boolean };

/** A key of a nested value said in words ("externalHref" → "External href"): for values shown whole. */
const humanize = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A stored value as staff read it, never as JSON: text keeps its line breaks and quotes, a text
 * field shows every language (each with its lang), a record its fields one under another.
 */
export function ValueText({ value, compared }: { value: unknown; compared?: Comparison }) {
  if (value === undefined || value === null) return <span className="text-ink-soft italic">(nothing)</span>;
  if (typeof value === "string") {
    if (value === "") return <span className="text-ink-soft italic">(empty)</span>;
    const other = compared?.other;
    const runs =
      typeof other === "string" && other !== "" && other !== value && compared
        ? compared.side === "before"
          ? wordDiff(value, other)
          : wordDiff(other, value)
        : undefined;
    if (!runs || !compared) return <span className="break-words whitespace-pre-wrap">{value}</span>;
    const shown = compared.side === "before" ? "removed" : "added";
    return (
      <span className="break-words whitespace-pre-wrap">
        {runs.map((run, index) =>
          run.kind === "same" ? (
            run.text
          ) : run.kind !== shown ? null : compared.differences ? (
            <mark key={index} className="rounded-sm bg-saffron-soft text-ink underline decoration-dotted decoration-2">
              {run.text}
            </mark>
          ) : shown === "removed" ? (
            <del key={index} className="rounded-sm bg-coral-dark/15 text-ink">
              {run.text}
            </del>
          ) : (
            <ins key={index} className="rounded-sm bg-mint text-ink underline decoration-2">
              {run.text}
            </ins>
          ),
        )}
      </span>
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
              <ValueText
                value={value[language.code]}
                compared={
                  compared && isTextPair(compared.other)
                    ? { ...compared, other: compared.other[language.code] }
                    : undefined
                }
              />
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
