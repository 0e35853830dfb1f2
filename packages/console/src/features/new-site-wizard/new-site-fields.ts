// docs/decisions/new-site-wizard.md
import type { DboPayload } from '@guestnet/sdk';
import {
  ORG_CHILD_TYPES,
  type OrgFormValues,
  type OrgOutput,
  type OrgType,
  PLAN_NEEDS_PRICE_OR_LIMIT,
  type ServiceAreaOutput,
  type ServicePlanFormValues,
  type ServicePlanOutput,
} from '@guestnet/validators';
import type { FieldSection } from '../../ui/form/form-fields';

/** What `AddSite` takes (`NewSite` of openapi/dbo.yaml). */
export type NewSitePayload = DboPayload<'AddSite'>;

/** Whether an org of this type can hold a site (docs/product/README.md: a ServiceProvider or a Grouping). */
export const canHoldSite = (type: OrgType | null): boolean =>
  type !== null && ORG_CHILD_TYPES[type].includes('Site');

/** The wizard's steps' valid outputs, put together as the one `AddSite` payload. */
export function newSitePayload(parts: {
  parentNumber: string;
  site: OrgOutput;
  areas: readonly ServiceAreaOutput[];
  /** The first plan, or `null` when the step was skipped. */
  plan: ServicePlanOutput | null;
}): NewSitePayload {
  const { parentNumber, site, areas, plan } = parts;
  return {
    Site: { ...site, Type: 'Site', ParentNumber: parentNumber, Status: 'Active' },
    ServiceAreas: areas.map((area) => ({ Name: area.Name, VlanId: area.VlanId })),
    CopyFrom: null,
    // NewSite.ServicePlan: the parent's number; the backend stores one copy per new area.
    ServicePlan: plan ? { ...plan, OrgNumber: parentNumber, AvailableServiceAreas: [] } : null,
  };
}

/** The Site step's fields around its time zone picker: the site itself. */
export const SITE_SECTIONS: readonly FieldSection<OrgFormValues>[] = [
  {
    title: 'Site',
    fields: [
      {
        name: 'Name',
        label: 'Site name',
        kind: 'text',
        required: true,
        description: 'As guests and administrators will see it, e.g. Marina Hostel.',
      },
    ],
  },
];

/** The Site step's optional contact and address. */
export const SITE_DETAIL_SECTIONS: readonly FieldSection<OrgFormValues>[] = [
  {
    title: 'Contact (optional)',
    fields: [
      { name: 'ContactName', label: 'Contact name', kind: 'text' },
      { name: 'ContactEmail', label: 'Contact email', kind: 'text' },
      { name: 'ContactPhone', label: 'Contact phone', kind: 'text', size: 'short' },
    ],
  },
  {
    title: 'Address (optional)',
    note: 'Once any part is given, line 1, city and country are needed.',
    fields: [
      { name: 'Line1', label: 'Address line 1', kind: 'text' },
      { name: 'Line2', label: 'Address line 2', kind: 'text' },
      { name: 'City', label: 'City', kind: 'text', size: 'short' },
      { name: 'Region', label: 'Region', kind: 'text', size: 'short' },
      { name: 'PostalCode', label: 'Postal code', kind: 'text', size: 'short' },
      {
        name: 'Country',
        label: 'Country',
        kind: 'text',
        size: 'short',
        description: 'Two letters, e.g. PT',
      },
    ],
  },
];

/** The first plan's short form: what an operator sets first; the rest keep their defaults. */
export const PLAN_SECTIONS: readonly FieldSection<ServicePlanFormValues>[] = [
  {
    title: 'Plan',
    fields: [
      {
        name: 'Name',
        label: 'Plan name',
        kind: 'text',
        required: true,
        description: 'Shown to guests on the portal.',
      },
      { name: 'Price', label: 'Price', kind: 'price', required: true },
      {
        name: 'Currency',
        label: 'Currency',
        kind: 'text',
        size: 'short',
        required: true,
        description: 'ISO 4217, e.g. USD',
      },
    ],
  },
  {
    title: 'Limits',
    note: PLAN_NEEDS_PRICE_OR_LIMIT,
    fields: [
      { name: 'DownKbps', label: 'Down (kbps)', kind: 'number' },
      { name: 'UpKbps', label: 'Up (kbps)', kind: 'number' },
      { name: 'TimeLimitMinutes', label: 'Time limit (min)', kind: 'number' },
      { name: 'DataLimitMb', label: 'Data limit (MB)', kind: 'number' },
      { name: 'ConcurrentDevices', label: 'Devices at once', kind: 'number', required: true },
      {
        name: 'IdleTimeoutMin',
        label: 'Idle timeout (min)',
        kind: 'number',
        required: true,
        description: '0 to 10080; 0 never',
      },
    ],
  },
];

/**
 * The time zones the picker offers: the browser's IANA names (`Intl.supportedValuesOf`), with
 * `UTC` (the default, which some browsers list only as `Etc/UTC`) first.
 */
export function timeZones(): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...zones.filter((zone) => zone !== 'UTC')];
}
