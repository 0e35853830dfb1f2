// docs/decisions/native-screen-kit.md
import {
  type Dispatch,
  type SetStateAction,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

/** How long the Filter box waits after the last keystroke before it asks the server. */
export const FILTER_DEBOUNCE_MS = 300;

/**
 * What is typed or chosen in a filter shows at once (`draft`), and `onApply` (the address, or a
 * screen's own state) follows after a pause of {@link FILTER_DEBOUNCE_MS}. `prepare` makes the
 * value to apply from the draft (trimmed, say), or `undefined` while the draft is not valid, which
 * applies nothing and keeps the list as it was. When `value` changes from elsewhere (the Back
 * button, a shared link, a saved view), the draft shows it. The third item applies the draft at
 * once, without the pause (Enter in a search box); the pause then applies nothing more.
 */
export function useDebouncedDraft<T>(
  value: T,
  onApply: (next: T) => void,
  prepare: (draft: T) => T | undefined = (draft) => draft,
): [T, Dispatch<SetStateAction<T>>, () => void] {
  const [draft, setDraft] = useState(value);
  const applied = useRef(JSON.stringify(value));
  useEffect(() => {
    const text = JSON.stringify(value);
    if (text !== applied.current) {
      applied.current = text;
      setDraft(value);
    }
  }, [value]);
  const next = prepare(draft);
  const pending = useRef(next);
  pending.current = next;
  const nextText = next === undefined ? undefined : JSON.stringify(next);
  // The latest handler is called: a caller's new handler on each render neither restarts the
  // pause nor needs to be kept stable.
  const handler = useRef(onApply);
  handler.current = onApply;
  // Each change of the draft starts the pause again, even one that applies the same value.
  const draftText = JSON.stringify(draft);
  useEffect(() => {
    if (draftText === undefined || nextText === undefined || nextText === applied.current) return;
    const timer = setTimeout(() => {
      if (nextText === applied.current) return;
      applied.current = nextText;
      handler.current(pending.current as T);
    }, FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draftText, nextText]);
  const applyNow = useCallback(() => {
    const now = pending.current;
    if (now === undefined) return;
    const text = JSON.stringify(now);
    if (text === applied.current) return;
    applied.current = text;
    handler.current(now);
  }, []);
  return [draft, setDraft, applyNow];
}
