import { describe, expect, it } from 'vitest';
import { ErrorEleven, MAX_MESSAGE_LENGTH } from './error-eleven.js';
import { errorFromBody, errorFromFailure } from './shape-error.js';

const response = { status: 500, statusText: 'Internal Server Error' };
const context = { method: 'GET', url: 'http://api.test/AdminApi/org/tree' };

describe('errorFromBody', () => {
  it.each([
    ['a list: its first item', ['Org not found', 'second'], 'Org not found', 500],
    ['an empty list', [], 'Unknown API Error Occurred', 500],
    ['a list whose first item is not text', [42], 'Unknown API Error Occurred', 500],
    ['an object with Message', { Message: 'Access denied' }, 'Access denied', 500],
    ['an object with message', { message: 'Bad input' }, 'Bad input', 500],
    ['Message before message', { Message: 'First', message: 'Second' }, 'First', 500],
    ['a dbo Error', { Error: 'Name must be unique' }, 'Name must be unique', 500],
    ['an object without a message', { Detail: 'x' }, 'Unknown API Error Occurred', 500],
    ['an object with a blank Message', { Message: '  ' }, 'Unknown API Error Occurred', 500],
    ['a string', 'Service unavailable', 'Service unavailable', 500],
    [
      'an HTML page',
      '<!DOCTYPE html><html><body>Oops</body></html>',
      'API Error occurred with status 500',
      500,
    ],
    [
      'an HTML fragment',
      '<body><h1>502 Bad Gateway</h1></body>',
      'API Error occurred with status 500',
      500,
    ],
    ['an empty string', '', 'Unknown API Error Occurred', 500],
    ['no body', undefined, 'Unknown API Error Occurred', 500],
    ['null', null, 'Unknown API Error Occurred', 500],
    ['a number', 42, 'Unknown API Error Occurred', 500],
    ['Code overriding the status', { Message: 'Expired', Code: 401 }, 'Expired', 401],
    ['Code as text', { Message: 'Gone', Code: '410' }, 'Gone', 410],
    ['a Code that is not a status', { Message: 'Odd', Code: 'abc' }, 'Odd', 500],
  ])('shapes %s', (_case, body, message, status) => {
    const error = errorFromBody(body, response, context);
    expect(error).toBeInstanceOf(ErrorEleven);
    expect(error).toMatchObject({
      name: 'ErrorEleven',
      message,
      status,
      statusText: 'Internal Server Error',
    });
    expect(error.context).toMatchObject(context);
  });

  it('records the body Code in the context', () => {
    expect(errorFromBody({ Message: 'x', Code: 403 }, response, context).context).toEqual({
      ...context,
      code: 403,
    });
  });

  it('keeps the HTTP status text when the body overrides the status', () => {
    expect(
      errorFromBody({ Message: 'x', Code: 409 }, { status: 200, statusText: 'OK' }).statusText,
    ).toBe('OK');
  });
});

describe('the body Code', () => {
  const shaped = (code: unknown, http = response) =>
    errorFromBody({ Message: 'x', Code: code }, http, context);

  it.each([
    [400, 400],
    [401, 401],
    [404, 404],
    [409, 409],
    [503, 503],
    [999, 999],
    ['401', 401],
    ['999', 999],
  ])('%j, an error status, becomes the status', (code, status) => {
    expect(shaped(code)).toMatchObject({ status, context: { code: status } });
  });

  it.each<[number | string, string]>([
    [200, 'a success'],
    [204, 'a success'],
    ['200', 'a success, as text'],
    [100, 'informational'],
    [302, 'a redirect'],
    [399, 'not an error'],
  ])('%j (%s) keeps the error status, and is kept in the context', (code) => {
    const error = shaped(code);
    expect(error.status).toBe(500);
    expect(error.context.code).toBe(Number(code));
  });

  it.each([
    [1e21],
    ['1e3'],
    ['1e2'],
    [1000],
    [99],
    [0],
    [-404],
    [404.5],
    ['404.0'],
    [' 404'],
    ['0x191'],
    [''],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [true],
    [null],
    [[404]],
    [{ value: 404 }],
  ])('%j is not a status: the HTTP status stays, no code is recorded', (code) => {
    const error = shaped(code);
    expect(error.status).toBe(500);
    expect(error.context).toEqual(context);
  });

  it('never lets a dbo error report the 200 it came with', () => {
    const ok = { status: 200, statusText: 'OK' };
    const dbo = { kind: 'dbo' } as const;
    expect(errorFromBody({ Error: 'Expired', Code: 401 }, ok, {}, dbo).status).toBe(401);
    expect(errorFromBody({ Error: 'Odd', Code: 302 }, ok, {}, dbo)).toMatchObject({
      status: 500,
      statusText: 'dbo Error',
      context: { code: 302 },
    });
    expect(errorFromBody({ Error: 'No code' }, ok, {}, dbo)).toMatchObject({
      status: 500,
      statusText: 'dbo Error',
      kind: 'dbo',
    });
  });
});

describe('the message length', () => {
  const limit = MAX_MESSAGE_LENGTH;
  const shapedMessage = (text: string) => errorFromBody({ Message: text }, response).message;

  it.each([
    ['a short message', 'Org not found', 'Org not found'],
    ['exactly the limit', 'a'.repeat(limit), 'a'.repeat(limit)],
    ['one over the limit', 'a'.repeat(limit + 1), `${'a'.repeat(limit)}…`],
    ['a 10 MB body', `start ${'b'.repeat(10 * 1024 * 1024)}`, `start ${'b'.repeat(limit - 6)}…`],
    ['a surrogate pair at the cut', `${'a'.repeat(limit - 1)}😀tail`, `${'a'.repeat(limit - 1)}…`],
  ])('keeps the start of %s', (_case, text, message) => {
    expect(shapedMessage(text)).toBe(message);
  });

  it('caps a text body and a list item the same way', () => {
    const long = 'c'.repeat(5 * limit);
    expect(errorFromBody(long, response).message).toHaveLength(limit + 1);
    expect(errorFromBody([long], response).message).toHaveLength(limit + 1);
    expect(new ErrorEleven({ message: long, status: 500 }).message).toHaveLength(limit + 1);
  });
});

describe('errorFromFailure', () => {
  it.each([
    ['a network failure', new TypeError('fetch failed'), false, 'Network Error', 'network'],
    [
      'an abort',
      new DOMException('The operation was aborted.', 'AbortError'),
      false,
      'Aborted',
      'aborted',
    ],
    ['a timeout', new DOMException('Timed out', 'TimeoutError'), true, 'Timeout', 'timeout'],
    ['an abort with a custom reason', 'user left', true, 'Aborted', 'aborted'],
    ['a body that is not JSON', new SyntaxError('Unexpected token'), false, 'Invalid JSON', 'http'],
    ['anything else', 'boom', false, 'Network Error', 'network'],
  ])(
    'shapes %s as Unknown Error occurred, status 999',
    (_case, cause, aborted, statusText, kind) => {
      const error = errorFromFailure(cause, context, aborted);
      expect(error).toMatchObject({
        message: 'Unknown Error occurred',
        status: 999,
        statusText,
        kind,
      });
      expect(error.cause).toBe(cause);
      // A time limit that ran out is a failure to show, not a cancelled query to ignore.
      expect(error.aborted).toBe(kind === 'aborted');
    },
  );

  it('passes an ErrorEleven through unchanged', () => {
    const original = errorFromBody(['x'], response);
    expect(errorFromFailure(original)).toBe(original);
  });
});

describe('ErrorEleven', () => {
  it('names itself in its stack, for logs and the log record', () => {
    const error = errorFromBody(['Org not found'], response, context);
    expect(error.name).toBe('ErrorEleven');
    expect(error.stack?.startsWith('ErrorEleven: Org not found')).toBe(true);
    expect(String(error)).toBe('ErrorEleven: Org not found');
  });
});

describe('ErrorEleven.is', () => {
  it('recognises ErrorEleven, also from another copy of the SDK, and nothing else', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ErrorEleven' });
    expect(ErrorEleven.is(errorFromBody('x', response))).toBe(true);
    expect(ErrorEleven.is(foreign)).toBe(true);
    expect(ErrorEleven.is(new Error('x'))).toBe(false);
    expect(ErrorEleven.is({ name: 'ErrorEleven' })).toBe(false);
  });
});
