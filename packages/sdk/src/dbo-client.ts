import type { FetchOptions } from 'openapi-fetch';
import { type ClientOptions, type SpecClient, specClient } from './client.js';
import { ErrorEleven, UNKNOWN_ERROR, UNKNOWN_STATUS } from './errors/error-eleven.js';
import { errorFromFailure } from './errors/shape-error.js';
import type { components, paths as DboPaths } from './generated/dbo.gen.js';
import { operationMeta } from './transport/operation-meta.js';
import type { CallOptions } from './transport/request-meta.js';

// Procedure names, ids and payloads: docs/decisions/dbo-procedures.md
const PREFIX = '/GuestnetWS/DevApi/dbo/';

/** The name of a dbo procedure (`ListDevices`, `SaveDevice`, ...), from the dbo spec. */
export type DboProcedure = keyof DboPaths extends infer K
  ? K extends `${typeof PREFIX}${infer P}`
    ? P
    : never
  : never;

type DboOperation<P extends DboProcedure> = DboPaths[`${typeof PREFIX}${P}`]['post'];

/** The payload of a procedure: the second item of its `[accessToken, payload]` body. */
export type DboPayload<P extends DboProcedure> =
  DboOperation<P>['requestBody']['content']['application/json'][1];

/** The answer of a procedure that succeeded (a 200 carrying `Error` rejects instead). */
export type DboResult<P extends DboProcedure> = Exclude<
  DboOperation<P>['responses'][200]['content']['application/json'],
  components['schemas']['DboError']
>;

/** A list procedure: its payload pages (`Page`, `PageSize`) and its answer has `Items`. */
export type DboPagedProcedure = {
  [P in DboProcedure]: DboResult<P> extends { Items: unknown[] }
    ? DboPayload<P> extends { Page?: number; PageSize?: number }
      ? P
      : never
    : never;
}[DboProcedure];

/** One row of a list procedure's answer. */
export type DboRow<P extends DboPagedProcedure> =
  DboResult<P> extends { Items: Array<infer R> } ? R : never;

/** How `paginate` walks a list: the page size (1-500, default 100), a signal, and call options. */
export interface PaginateOptions extends CallOptions {
  /** Rows per page, 1 to 500 (the dbo limit); default 100. */
  pageSize?: number;
}

/** The default and largest page sizes of `paginate` (docs/decisions/dbo-procedures.md). */
export const DEFAULT_PAGE_SIZE = 100;
const MAX_PAGE_SIZE = 500;

/** A typed dbo client: `call` for a procedure, or openapi-fetch's `POST` with the whole body. */
export type DboClient = SpecClient<DboPaths> & {
  /** Calls a procedure with the caller's token as the first item of the body. */
  call<P extends DboProcedure>(
    procedure: P,
    payload: DboPayload<P>,
    init?: CallOptions,
  ): Promise<DboResult<P>>;
  /**
   * Walks every row of a list procedure, asking for the next page only when the rows of the
   * last one are used up; an abort rejects the page in flight and stops the walk.
   *
   * @example
   * for await (const device of dbo.paginate('ListDevices', { OrgNumber: 'GN-1042-7' })) {
   *   console.log(device.Name);
   * }
   */
  paginate<P extends DboPagedProcedure>(
    procedure: P,
    payload: Omit<DboPayload<P>, 'PageSize'>,
    options?: PaginateOptions,
  ): AsyncGenerator<DboRow<P>, void, undefined>;
};

/**
 * The error `call` rejects with for a procedure the dbo spec does not have (a caller without
 * types, or types older than the spec): no request is sent (docs/decisions/error-eleven-limits.md).
 */
function unknownProcedure(procedure: string, url: string): ErrorEleven {
  return new ErrorEleven({
    message: UNKNOWN_ERROR,
    status: UNKNOWN_STATUS,
    statusText: 'Unknown Procedure',
    context: { method: 'POST', url },
    cause: new Error(`${procedure} is not a procedure of the dbo spec`),
  });
}

/**
 * Creates a typed client for the dbo procedures (docs/product/calls.md "Three transports"): `POST
 * /GuestnetWS/DevApi/dbo/{Procedure}` with the body `[accessToken, payload]`, no Authorization
 * header, and a 200 with a non-empty `Error` (or a procedure the spec does not have) rejecting
 * with an ErrorEleven.
 *
 * @example
 * const dbo = createDboClient({ getToken });
 * const page = await dbo.call('ListDevices', { OrgNumber: 'GN-1042-7' });
 */
export function createDboClient(options: ClientOptions = {}): DboClient {
  const client = specClient<DboPaths>('dbo', options);
  const call: DboClient['call'] = async (procedure, payload, init = {}) => {
    const path = `${PREFIX}${procedure}` as `${typeof PREFIX}${typeof procedure}`;
    if (!operationMeta('dbo', 'POST', path)) {
      throw unknownProcedure(procedure, `${options.baseUrl ?? ''}${path}`);
    }
    const token = (await options.getToken?.()) ?? '';
    // One generic call over a union of paths: the per-procedure types are checked at the
    // signature above, so the request options only need openapi-fetch's general shape here.
    const request = { body: [token, payload], ...init } as unknown as FetchOptions<never>;
    const { data } = await (client.POST as (p: string, o: unknown) => Promise<{ data?: unknown }>)(
      path,
      request,
    );
    return data as DboResult<typeof procedure>;
  };
  async function* paginate<P extends DboPagedProcedure>(
    procedure: P,
    payload: Omit<DboPayload<P>, 'PageSize'>,
    paginateOptions: PaginateOptions = {},
  ): AsyncGenerator<DboRow<P>, void, undefined> {
    const { pageSize: asked, ...init } = paginateOptions;
    const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(asked ?? DEFAULT_PAGE_SIZE)));
    const first = (payload as { Page?: number }).Page ?? 1;
    let seen = 0;
    const stopIfAborted = () => {
      if (init.signal?.aborted) {
        throw errorFromFailure(
          init.signal.reason,
          { method: 'POST', url: `${options.baseUrl ?? ''}${PREFIX}${procedure}` },
          true,
          {
            operationId: operationMeta('dbo', 'POST', `${PREFIX}${procedure}`)?.operationId,
          },
        );
      }
    };
    for (let page = first; ; page++) {
      stopIfAborted();
      const answer = (await call(
        procedure,
        { ...payload, Page: page, PageSize: pageSize } as unknown as DboPayload<P>,
        init,
      )) as { Items?: DboRow<P>[]; Total?: number };
      const rows = answer.Items ?? [];
      for (const row of rows) {
        stopIfAborted();
        yield row;
      }
      seen += rows.length;
      const total = typeof answer.Total === 'number' ? answer.Total : undefined;
      if (
        rows.length < pageSize ||
        (total !== undefined && seen >= total - (first - 1) * pageSize)
      ) {
        return;
      }
    }
  }
  return Object.assign(client, { call, paginate });
}
