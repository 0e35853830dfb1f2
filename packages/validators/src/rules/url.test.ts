import { describe } from 'vitest';
import { EMPTY_VALUES, ruleCases } from '../../test/rule-cases.js';
import { URL_MESSAGE, url } from './url.js';

describe('url', () => {
  ruleCases(url, {
    accepted: [
      ...EMPTY_VALUES,
      'https://example.com',
      'http://example.com',
      'HTTPS://EXAMPLE.COM/Welcome',
      'https://portal.example.com:8443/path?q=1#top',
      'http://10.0.0.1/login',
      'https://localhost',
      'https://xn--hotl-bpa.example/',
    ],
    rejected: [
      'example.com',
      'www.example.com',
      'https://',
      'https:example.com',
      'https:///path',
      'https://exa mple.com',
      'ftp://example.com',
      'javascript:alert(1)',
      'mailto:ops@example.com',
      'data:text/html,hi',
      '//example.com',
      42,
    ],
    message: URL_MESSAGE,
  });
});
