import type * as v from 'valibot';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type PromotionFormValues,
  type PromotionOutput,
  type PromotionSchema,
  type PromotionType,
  promotionSchema,
} from './promotion-schema.js';

type Input = v.InferInput<typeof PromotionSchema>;

describe('promotion schema types', () => {
  it('takes the form values: one input per type, together the declared form values', () => {
    expectTypeOf<PromotionFormValues>().toExtend<Input>();
    expectTypeOf<Input>().toExtend<PromotionFormValues>();
    expectTypeOf<PromotionType>().toEqualTypeOf<'percent' | 'fixed' | 'bonus_time' | 'upgrade'>();
  });

  it('gives the payload, an upgrade with its plan id and the other types with null', () => {
    expectTypeOf<PromotionOutput['Value']>().toEqualTypeOf<number>();
    expectTypeOf<PromotionOutput['ValidFrom']>().toEqualTypeOf<string | null>();
    expectTypeOf<PromotionOutput['MaxRedemptions']>().toEqualTypeOf<number | null>();
    expectTypeOf<PromotionOutput['PlanIds']>().toEqualTypeOf<number[]>();
    expectTypeOf<
      Extract<PromotionOutput, { Type: 'upgrade' }>['UpgradePlanId']
    >().toEqualTypeOf<number>();
    expectTypeOf<
      Extract<PromotionOutput, { Type: 'percent' }>['UpgradePlanId']
    >().toEqualTypeOf<null>();
  });

  it('lets a form pass the code it edits, or none', () => {
    expectTypeOf(promotionSchema).toBeCallableWith({ takenCodes: ['WINTER'], current: undefined });
    expectTypeOf(promotionSchema).toBeCallableWith();
  });
});
