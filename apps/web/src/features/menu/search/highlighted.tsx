import { highlightSegments } from './highlight.ts';

/** A text with the parts that match the query marked. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightSegments(text, query).map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded-sm bg-amber-300/60 px-px text-inherit dark:bg-amber-400/35">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
