import { describe } from 'vitest';
import { EMPTY_VALUES, ruleCases } from '../../test/rule-cases.js';
import { EMAIL_MESSAGE, email } from './email.js';

describe('email', () => {
  ruleCases(email, {
    accepted: [
      ...EMPTY_VALUES,
      'ops@example.com',
      'first.last@example.co.uk',
      'a+tag@sub.example.org',
      'x_y-z@example-hotel.com',
      'UPPER@EXAMPLE.COM',
    ],
    rejected: [
      'ops',
      'ops@',
      '@example.com',
      'ops@example',
      'ops@example.c',
      'ops@@example.com',
      'ops @example.com',
      ' ops@example.com',
      'ops@example..com',
      '.ops@example.com',
      'ops.@example.com',
      'ops@-example.com',
      42,
    ],
    message: EMAIL_MESSAGE,
  });
});
