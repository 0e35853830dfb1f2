import { describe, expect, it } from 'vitest';
import { dayPassAt } from '../../../test/service-plan-fixture';
import { fieldOf, kindOf, SERVICE_PLANS_CHANGE } from './change-kinds';
import { summaryOf } from './change-set-calls';
import { copiedValue, planCopy } from './plan-copy';

// A name from the API may hold a RIGHT-TO-LEFT OVERRIDE (U+202E) with no POP after it: shown as
// is inside a sentence, it turns the rest of the sentence around ("… 00.21 ot ecirP :").
const OVERRIDE = 'Spa \u202EDeluxe';
const FSI = '\u2068';
const PDI = '\u2069';

describe('a change set’s summary', () => {
  it('isolates the plan name it quotes, so only the name turns around', () => {
    const kind = kindOf('service_plans');
    const summary = summaryOf(kind, fieldOf(kind, 'Price').label, {
      field: 'Price',
      value: '12.00',
      planName: OVERRIDE,
    });
    expect(summary).toBe(`Service plans named ${FSI}${OVERRIDE}${PDI}: Price to 12.00`);
  });

  it('isolates the copied plan it quotes before the source org', () => {
    const copied = copiedValue({ Id: 41, ...dayPassAt('GN-1-1'), Name: OVERRIDE });
    const summary = summaryOf(planCopy(SERVICE_PLANS_CHANGE, copied), 'Copy', {
      field: 'Copy',
      value: copied,
      planName: OVERRIDE,
    });
    expect(summary).toMatch(
      new RegExp(`^Service plans: a copy of ${FSI}${OVERRIDE} · [^${PDI}]+${PDI} from GN-1-1$`),
    );
  });

  it('leaves a summary that quotes no name as it was', () => {
    const kind = kindOf('org');
    expect(
      summaryOf(kind, fieldOf(kind, 'Status').label, {
        field: 'Status',
        value: 'Disabled',
        planName: '',
      }),
    ).toBe('Org: Status to Disabled');
  });
});
