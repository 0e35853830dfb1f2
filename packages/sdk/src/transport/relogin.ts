// Who is re-logged in, when, and what a second 401 does: docs/decisions/one-relogin.md

/** Called when a call got 401 (or a dbo `Code: 401`); resolves with the new access token. */
export type UnauthorizedHandler = () => Promise<string>;

interface Renewal {
  /** How many re-logins have succeeded; a call sent before the last one replays at once. */
  generation: number;
  token?: string;
  pending?: Promise<string> | undefined;
}

const renewals = new WeakMap<UnauthorizedHandler, Renewal>();

function renewalOf(handler: UnauthorizedHandler): Renewal {
  let renewal = renewals.get(handler);
  if (!renewal) {
    renewal = { generation: 0 };
    renewals.set(handler, renewal);
  }
  return renewal;
}

/** The re-login generation a call is sent in, to tell later whether a re-login happened since. */
export function reloginGeneration(handler: UnauthorizedHandler | undefined): number {
  return handler ? renewalOf(handler).generation : 0;
}

/**
 * The new token for a call that got 401 and was sent in `sentIn` generation: the token of a
 * re-login finished since, else the one in progress, else a new re-login. Any number of calls at
 * the same time share one call of the handler (clients given the same handler share it too).
 *
 * @example
 * const token = await renewToken(onUnauthorized, generationWhenSent);
 */
export function renewToken(handler: UnauthorizedHandler, sentIn: number): Promise<string> {
  const renewal = renewalOf(handler);
  if (renewal.generation > sentIn && renewal.token !== undefined) {
    return Promise.resolve(renewal.token);
  }
  if (!renewal.pending) {
    const pending = Promise.resolve()
      .then(handler)
      .then((token) => {
        renewal.generation++;
        renewal.token = token;
        return token;
      })
      .finally(() => {
        if (renewal.pending === pending) renewal.pending = undefined;
      });
    renewal.pending = pending;
  }
  return renewal.pending;
}
