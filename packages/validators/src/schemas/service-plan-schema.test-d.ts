import type * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type ServicePlanFormValues,
  type ServicePlanOutput,
  type ServicePlanSchema,
  servicePlanSchema,
} from './service-plan-schema.js';

describe('service plan schema types', () => {
  it('takes the form values as they are declared', () => {
    expectTypeOf<v.InferInput<typeof ServicePlanSchema>>().toEqualTypeOf<ServicePlanFormValues>();
  });

  it('gives the payload: numbers, null for empty optional numbers, TaxPercent optional', () => {
    expectTypeOf<v.InferOutput<typeof ServicePlanSchema>>().toEqualTypeOf<ServicePlanOutput>();
    expectTypeOf<ServicePlanOutput['Price']>().toEqualTypeOf<number>();
    expectTypeOf<ServicePlanOutput['ConcurrentDevices']>().toEqualTypeOf<number>();
    expectTypeOf<ServicePlanOutput['DownKbps']>().toEqualTypeOf<number | null>();
    expectTypeOf<ServicePlanOutput['Description']>().toEqualTypeOf<string | null>();
    expectTypeOf<ServicePlanOutput['PmsServiceCode']>().toEqualTypeOf<string | null>();
    expectTypeOf<ServicePlanOutput['TimeMode']>().toEqualTypeOf<
      'accumulative' | 'time_to_finish'
    >();
    expectTypeOf<ServicePlanOutput>()
      .toHaveProperty('TaxPercent')
      .toEqualTypeOf<number | undefined>();
  });

  it('lets a form pass the name it edits, or none', () => {
    expectTypeOf(servicePlanSchema).toBeCallableWith({ takenNames: ['Day'], current: undefined });
    expectTypeOf(servicePlanSchema).toBeCallableWith();
  });
});
