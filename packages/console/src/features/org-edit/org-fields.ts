import { canBeTrial, type OrgFormValues, type OrgType } from '@guestnet/validators';
import { ORG } from '../../lib/entities/org';
import type { FieldOption, FieldSection } from '../../ui/form/form-fields';

/** The IANA time zones the browser knows, plus a stored zone it does not (kept, not lost). */
export function timeZoneOptions(keep?: string): FieldOption[] {
  const zones: string[] = Intl.supportedValuesOf('timeZone');
  const all = keep && !zones.includes(keep) ? [keep, ...zones] : zones;
  if (!all.includes('UTC')) all.unshift('UTC');
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/**
 * The org form's fields (Edit Org and Add Org), in the order an administrator fills
 * them. `types` are the types the form may pick (Add Org); without them the type is read-only and
 * shown in the heading.
 */
export function orgSections(options: {
  types?: readonly OrgType[];
  timeZones: readonly FieldOption[];
  /** The org was removed (deleted): its status reads Removed until an administrator restores it. */
  removed?: boolean;
}): FieldSection<OrgFormValues>[] {
  const { types, removed = false } = options;
  return [
    {
      title: 'Organization',
      fields: [
        {
          name: 'Name',
          label: 'Name',
          kind: 'text',
          required: true,
          description: 'Up to 128 characters; no special characters.',
        },
        ...(types
          ? [
              {
                name: 'Type',
                label: 'Type',
                kind: 'select',
                required: true,
                options: types.map((type) => ({ value: type, label: ORG.typeLabels[type] })),
              } as const,
            ]
          : []),
        {
          name: 'Status',
          label: ORG.labels.Status,
          kind: 'select',
          options: [
            { value: 'Active', label: 'Active' },
            { value: 'Disabled', label: 'Disabled' },
            ...(removed ? [{ value: 'Removed', label: 'Removed' }] : []),
          ],
          ...(removed
            ? {
                description:
                  'This organization was deleted. Choose Active or Disabled to restore it.',
              }
            : {}),
        },
        {
          name: 'IsTrialMode',
          label: ORG.labels.IsTrialMode,
          kind: 'switch',
          visible: (values) => canBeTrial(values.Type),
        },
        {
          name: 'TimeZone',
          label: 'Time zone',
          kind: 'combo',
          required: true,
          options: options.timeZones,
        },
      ],
    },
    {
      title: 'Contact',
      fields: [
        { name: 'ContactName', label: 'Contact name', kind: 'text' },
        { name: 'ContactEmail', label: 'Contact email', kind: 'text' },
        { name: 'ContactPhone', label: 'Contact phone', kind: 'text', size: 'short' },
      ],
    },
    {
      title: 'Address',
      note: 'Leave the address empty, or give at least line 1, city and country.',
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
    {
      title: 'Notes',
      fields: [
        {
          name: 'Notes',
          label: 'Notes',
          kind: 'textarea',
          description: 'For the administrators of this org; up to 2000 characters.',
        },
      ],
    },
  ];
}
