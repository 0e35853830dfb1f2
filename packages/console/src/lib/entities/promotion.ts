// docs/decisions/plan-and-promotion-rules.md
import type { EntityNames, EntityProcedures } from './entity-procedures';

/** Setup > Promotions: the discounts and free plans a service area offers on its plans. */
export const PROMOTION = {
  names: { singular: 'Promotion', plural: 'Promotions' } satisfies EntityNames,
  procedures: {
    get: 'GetPromotion',
    save: 'SavePromotion',
    remove: 'DeletePromotion',
    list: 'ListPromotions',
  } as const satisfies EntityProcedures,
};
