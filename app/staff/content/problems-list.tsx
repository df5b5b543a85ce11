import { noticeClasses } from "../ui/notice.tsx";
import { languageName, type ProblemLine } from "./edition-records.ts";

/**
 * Why something was refused (Publish, a draft), one line per problem naming the collection, the
 * record, the field and the language, each a link to the field in its record's form.
 */
export function ProblemsList({ problems, title }: { problems: readonly ProblemLine[]; title: string }) {
  return (
    <section aria-labelledby="problems-title" className={`mt-4 ${noticeClasses.error}`} data-testid="problems">
      <h2 id="problems-title" className="text-lg font-bold">
        {title}
      </h2>
      <ul className="mt-2 grid list-disc gap-2 pl-5 font-normal text-ink">
        {problems.map((problem, index) => (
          <li key={index}>
            <a href={problem.href} className="inline-flex min-h-6 font-semibold text-teal-deep underline">
              {[problem.collection, problem.record, problem.field].filter(Boolean).join(" › ")}
              {problem.language && ` (${languageName(problem.language)})`}
            </a>
            : {problem.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
