// docs/decisions/report-screens.md ("Round of 2026-11-28"), docs/decisions/overview-screen.md
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAddress } from '../../hooks/use-address';
import {
  type AddressOf,
  type AddressSchema,
  addressParams,
} from '../../lib/screens/screen-address';
import { FILTER_DEBOUNCE_MS } from '../list/use-debounced-draft';

/**
 * How long a choice made with the arrow keys on a closed picker waits for the next press before
 * the address (and the query) take it: the list kit's pause after the last key.
 */
export const HELD_CHOICE_MS = FILTER_DEBOUNCE_MS;

/** How `go` writes a change: `replace` the history entry; `hold` it for {@link HELD_CHOICE_MS}. */
export interface GoOptions {
  replace?: boolean;
  hold?: boolean;
}

/** Makes the whole state to write from the state shown and a change (a report's page 1, say). */
export type ApplyChange<A> = (shown: A, change: Partial<A>) => A;

const merge = <A>(shown: A, change: Partial<A>): A => ({ ...shown, ...change });

/**
 * A screen's address as its controls show it: `address` is the router's, which the queries ask
 * for; `chosen` is what the controls show, a change made and not yet in the router's address (the
 * router takes it in a task of its own, a held change after its pause), else the address;
 * `choosing` says a change is on its way, so the screen marks the previous answer busy from the
 * moment of the change. `go` writes a change (through `apply`, a module-level function);
 * `replace` replaces the history entry; `hold` waits {@link HELD_CHOICE_MS} for another change
 * first (arrow presses on a closed picker), so a run of them is one navigation and one query,
 * the last one's.
 *
 * The Overview and the report screens share it: docs/decisions/report-screens.md, "Round of
 * 2026-11-28".
 */
export function useChosenAddress<S extends AddressSchema>(
  schema: S,
  apply: ApplyChange<AddressOf<S>> = merge,
) {
  type A = AddressOf<S>;
  const address = useAddress(schema);
  const navigate = useNavigate();
  const key = JSON.stringify(addressParams(schema, address));
  const [change, setChange] = useState<{ from: string; to: A }>();
  // A change counts until the router's address moves off the one it was made on.
  const chosen = change?.from === key ? change.to : undefined;
  useEffect(() => {
    if (change && change.from !== key) setChange(undefined);
  }, [change, key]);
  const latest = useRef({ shown: address, key });
  latest.current = { shown: chosen ?? address, key };
  const held = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(held.current), []);
  const go = useCallback(
    (next: Partial<A>, { replace = false, hold = false }: GoOptions = {}) => {
      const { shown, key: from } = latest.current;
      const to = apply(shown, next);
      const made = { from, to };
      latest.current = { shown: to, key: from };
      setChange(made);
      window.clearTimeout(held.current);
      const write = () => {
        // Settled once the router has rendered it (or a later navigation): never busy for good,
        // even when the address reads as it did (a choice and back).
        void navigate({ to: '.', search: addressParams(schema, to), replace }).finally(() =>
          setChange((now) => (now === made ? undefined : now)),
        );
      };
      if (hold) held.current = window.setTimeout(write, HELD_CHOICE_MS);
      else write();
    },
    [navigate, schema, apply],
  );
  return { address, chosen: chosen ?? address, choosing: chosen !== undefined, go };
}
