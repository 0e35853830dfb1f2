import { isolatedRuns, pathRuns, type TextRun } from '../lib/platform/bidi-isolate';

function Runs({ runs }: { runs: TextRun[] }) {
  return runs.map((run, index) =>
    // The runs of one sentence never move: their index is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    run.isolated ? <bdi key={index}>{run.text}</bdi> : run.text,
  );
}

/**
 * A sentence whose quoted values (“…”) and given `names` are each in `<bdi>`
 * (docs/decisions/bidi-controls-in-names.md): a name holding a right-to-left override turns only
 * itself around. The text content is the sentence as given.
 */
export function IsolatedText({ text, names }: { text: string; names?: readonly string[] }) {
  return <Runs runs={isolatedRuns(text, names)} />;
}

/** A display path from the API (`A > B > C`) with each name in `<bdi>`; the text is unchanged. */
export function DisplayPath({ path }: { path: string }) {
  return <Runs runs={pathRuns(path)} />;
}
