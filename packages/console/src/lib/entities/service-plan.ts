// docs/decisions/plan-and-promotion-rules.md
import type { EntityNames, EntityProcedures } from './entity-procedures';

/** Setup > Service Plans: what a guest buys at a service area (price, speed, time and data). */
export const SERVICE_PLAN = {
  names: { singular: 'Service Plan', plural: 'Service Plans' } satisfies EntityNames,
  procedures: {
    get: 'GetServicePlan',
    save: 'SaveServicePlan',
    remove: 'DeleteServicePlan',
    list: 'ListServicePlans',
  } as const satisfies EntityProcedures,
};
