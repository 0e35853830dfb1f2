import type { ApiRequest } from './api-call.js';

const quote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

/**
 * The `curl` command that sends the same request, with the access token replaced by `****`
 * unless `showToken` is set, and the password always (the report may end up in a CI log).
 *
 * @example
 * curlCommand(request, { token, showToken: false });
 * // curl -i -X GET 'https://api.example/AdminApi/admin/account' -H 'Authorization: Bearer ****'
 */
export function curlCommand(
  request: ApiRequest,
  options: { token?: string | undefined; showToken?: boolean; password?: string | undefined },
): string {
  const secrets = [options.showToken ? '' : options.token, options.password].filter(
    (secret): secret is string => !!secret,
  );
  const mask = (text: string) =>
    secrets.reduce((masked, secret) => masked.replaceAll(secret, '****'), text);
  const parts = ['curl', '-i', '-X', request.method, quote(request.url)];
  for (const [name, value] of Object.entries(request.headers)) {
    parts.push('-H', quote(mask(`${name}: ${value}`)));
  }
  if (typeof request.body === 'string') parts.push('--data-raw', quote(mask(request.body)));
  else if (request.body) {
    for (const [name, value] of Object.entries(request.body)) {
      const field = typeof value === 'string' ? `${name}=${mask(value)}` : `${name}=@${name}.bin`;
      parts.push('-F', quote(field));
    }
  }
  return parts.join(' ');
}
