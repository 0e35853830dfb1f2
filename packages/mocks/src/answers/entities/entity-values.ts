import type { Faker } from '@faker-js/faker';
import { accessCodeBatchRecords } from './access-codes.js';
import { conferenceRecords } from './conferences.js';
import { connectionProfileRecords } from './connection-profiles.js';
import { deviceRecords } from './devices.js';
import { mikrotikRouterRecords } from './mikrotik-routers.js';
import { paymentGatewayRecords } from './payment-gateways.js';
import { promotionRecords } from './promotions.js';
import { roleTemplateRecords } from './role-templates.js';
import type { SeedRecords } from './seed-records.js';
import { servicePlanRecords } from './service-plans.js';

type Values = Record<string, (faker: Faker) => unknown>;
const pick = (values: string[]) => (faker: Faker) => faker.helpers.arrayElement(values);

/**
 * What operators call their things, by dbo entity schema name, so a demo list reads like a real
 * property's (docs/product/fields.md): role templates, conferences and so on. Used only when the value fits
 * the schema; none is the name of a spec example's create, which must stay creatable. Service
 * plans, promotions, devices and others have whole-record factories ({@link entityRecords}).
 */
export const entityValues: Record<string, Values> = {
  PaymentGateway: {
    DisplayName: pick([
      'Stripe (front desk)',
      'PayPal checkout',
      'Opera folio posting',
      'Free access',
    ]),
  },
  RoleTemplate: {
    Name: pick(['Full', 'Read-only', 'Front desk', 'Monitor only', 'Support', 'Night audit']),
  },
  Conference: {
    Name: pick([
      'Harbour Innovation Forum',
      'Sales kickoff',
      'Medical congress',
      'Wedding reception',
      'Board meeting',
    ]),
  },
  MikrotikRouter: { Name: pick(['Main router', 'Annex router', 'Pool router', 'Backup router']) },
  AccessCodeBatch: {
    Name: pick(['Autumn congress', 'Front desk codes', 'Event day passes', 'Staff devices']),
  },
  AdminHistoryEntry: { Admin: pick(['demo', 'dana.reyes', 'night.desk', 'support.ops']) },
};

/** The schema name of an entity `$ref`: `#/components/schemas/ServicePlan` gives `ServicePlan`. */
export function entityName(ref: unknown): string {
  return (
    String(ref ?? '')
      .split('/')
      .pop() ?? ''
  );
}

/** The realistic values for an entity schema `$ref` (`#/components/schemas/ServicePlan`). */
export function valuesOf(ref: unknown): Values {
  return entityValues[entityName(ref)] ?? {};
}

/**
 * Whole-list factories, by dbo entity schema name, for the entities whose fields depend on each
 * other; the others are filled field by field from {@link entityValues} and the schema.
 */
export const entityRecords: Record<string, SeedRecords> = {
  AccessCodeBatch: accessCodeBatchRecords,
  Device: deviceRecords,
  ServicePlan: servicePlanRecords,
  Promotion: promotionRecords,
  MikrotikRouter: mikrotikRouterRecords,
  ConnectionProfile: connectionProfileRecords,
  PaymentGateway: paymentGatewayRecords,
  RoleTemplate: roleTemplateRecords,
  Conference: conferenceRecords,
};
