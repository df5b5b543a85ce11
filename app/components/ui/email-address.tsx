/**
 * An email address that may wrap only at its natural joints, after the @ and after each dot,
 * never in the middle of a word (`…example.c` / `om`). <wbr> marks the allowed break points.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=[@.])/);
  return (
    <span className="break-normal">
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && <wbr />}
          {part}
        </span>
      ))}
    </span>
  );
}
