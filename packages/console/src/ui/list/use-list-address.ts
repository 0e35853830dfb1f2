// docs/decisions/native-screen-kit.md
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { type ListSearch, listSearchParams, validateListSearch } from './list-search';

/**
 * How a screen's state reads from and writes to the address: `read` takes the raw search object
 * (what the router parsed, anything a user typed) and never fails, `write` gives the parameters
 * to put back (only those that differ from the defaults).
 */
export interface ListAddressCodec<
  State extends { list: ListSearch },
  Raw = Readonly<Record<string, unknown>>,
> {
  read: (raw: Raw) => State;
  write: (state: State) => Record<string, unknown>;
}

/** A kit list's own address: page, page size, sort and filter, nothing else. */
export const LIST_CODEC: ListAddressCodec<{ list: ListSearch }> = {
  read: (raw) => ({ list: validateListSearch(raw) }),
  write: (state) => listSearchParams(state.list),
};

/**
 * The state of a list screen kept in the address, read and written in this one place: `state`
 * is what `codec.read` makes of `raw` (the screen's search object), `search` its list part. `go`
 * merges a change (or what a function makes of the latest state) into the latest state and
 * navigates to it, replacing the history entry when asked; `setList` changes the list part,
 * replacing the entry for a filter (typing is not a step Back should walk through) and pushing
 * one for a page, size or sort. Both keep their identity across renders, so a pause started by
 * typing is not restarted by a render.
 */
export function useListAddress<State extends { list: ListSearch }, Raw>(
  raw: Raw,
  codec: ListAddressCodec<State, Raw>,
) {
  const state = codec.read(raw);
  const navigate = useNavigate();
  const latest = useRef({ state, codec });
  latest.current = { state, codec };
  const go = useCallback(
    (change: Partial<State> | ((state: State) => Partial<State>), replace = false) => {
      const current = latest.current.state;
      const next = { ...current, ...(typeof change === 'function' ? change(current) : change) };
      void navigate({ to: '.', search: latest.current.codec.write(next), replace });
    },
    [navigate],
  );
  const setList = useCallback(
    (change: Partial<ListSearch>) =>
      go(
        (current) => ({ list: { ...current.list, ...change } }) as Partial<State>,
        'filter' in change,
      ),
    [go],
  );
  return { state, search: state.list, go, setList };
}
