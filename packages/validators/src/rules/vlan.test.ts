import { describe } from 'vitest';
import { EMPTY_VALUES, ruleCases } from '../../test/rule-cases.js';
import { vlan } from './vlan.js';

describe('vlan("old")', () => {
  ruleCases(vlan('old'), {
    accepted: [...EMPTY_VALUES, 0, '0', 1, 4094, 4095, '4095', '0100'],
    rejected: [-1, 4096, '4096', 1.5, '1.5', '1e3', ' 12', 'ten', Number.NaN],
    message: 'Vlan must be between 0 and 4095',
  });
});

describe('vlan("new"), the default', () => {
  ruleCases(vlan(), {
    accepted: [...EMPTY_VALUES, 1, '1', 100, 4094, '4094'],
    rejected: [0, '0', 4095, '4095', -1, '12a'],
    message: 'Vlan must be between 1 and 4094',
  });
});
