import { describe, expectTypeOf, it } from 'vitest';
import { type AnyErrorEleven, ErrorEleven, type ErrorKind } from './error-eleven.js';

declare const error: unknown;

describe('ErrorEleven kinds', () => {
  it('narrows by kind after ErrorEleven.is', () => {
    if (!ErrorEleven.is(error)) return;
    expectTypeOf(error.kind).toEqualTypeOf<ErrorKind>();
    expectTypeOf(error.headers).toEqualTypeOf<Headers | undefined>();
    switch (error.kind) {
      case 'http':
      case 'dbo':
        expectTypeOf(error.headers).toEqualTypeOf<Headers>();
        expectTypeOf(error.status).toEqualTypeOf<number>();
        expectTypeOf(error.retryAfter).toEqualTypeOf<number | undefined>();
        break;
      case 'network':
      case 'timeout':
      case 'aborted':
        expectTypeOf(error.headers).toEqualTypeOf<undefined>();
        expectTypeOf(error.status).toEqualTypeOf<999>();
        expectTypeOf(error.retryAfter).toEqualTypeOf<undefined>();
        break;
      default:
        expectTypeOf(error).toBeNever();
    }
  });

  it('keeps what every kind has', () => {
    expectTypeOf<AnyErrorEleven>().toExtend<ErrorEleven>();
    expectTypeOf<AnyErrorEleven['requestId']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<AnyErrorEleven['operationId']>().toEqualTypeOf<string | undefined>();
    // @ts-expect-error: there is no such kind
    const kind: ErrorKind = 'offline';
    void kind;
  });
});
