import { describe } from 'vitest';
import { EMPTY_VALUES, ruleCases } from '../../test/rule-cases.js';
import { HTTPS_PREFIX_MESSAGE, httpsPrefix } from './https-prefix.js';
import { NO_HTTPS_PREFIX_MESSAGE, noHttpsPrefix } from './no-https-prefix.js';

describe('httpsPrefix', () => {
  ruleCases(httpsPrefix, {
    accepted: [...EMPTY_VALUES, 'https://example.com', 'HTTPS://example.com', 'https://'],
    rejected: ['http://example.com', 'example.com', 'https:/example.com', ' https://example.com'],
    message: HTTPS_PREFIX_MESSAGE,
  });
});

describe('noHttpsPrefix', () => {
  ruleCases(noHttpsPrefix, {
    accepted: [...EMPTY_VALUES, 'example.com', 'example.com/https://', 'http://example.com'],
    rejected: ['https://example.com', 'HTTPS://example.com', ' https://example.com', 'https://'],
    message: NO_HTTPS_PREFIX_MESSAGE,
  });
});
