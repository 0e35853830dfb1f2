import type { DboResult } from '@guestnet/sdk';
import {
  ACCESS_CODE_STRATEGIES,
  ACCESS_CODE_VALIDITY_UNITS,
  type AccessCodeBatchFormValues,
} from '@guestnet/validators';
import type { FieldOption, FieldSection } from '../../ui/form/form-fields';
import { formatNumber } from '../../ui/list/format';
import type { ListColumn } from '../../ui/list/list-column';

// The choices behind these screens: docs/decisions/access-codes.md.

/** A batch as the list answers it, and one code of a batch. */
export type BatchRow = DboResult<'ListAccessCodeBatches'>['Items'][number];
export type CodeRow = DboResult<'ListAccessCodes'>['Items'][number];

export const ACCESS_CODES_PATH = '/manage/access-codes';
export const BATCH_ENTITY = { singular: 'Batch', plural: 'Batches' };
export const CODE_ENTITY = { singular: 'Code', plural: 'Codes' };

/** How often a batch being generated is asked for its progress. */
export const PROGRESS_POLL_MS = 1000;

/** Whether a batch is still being generated (its progress is polled). */
export const isGenerating = (batch: Pick<BatchRow, 'Status'> | undefined) =>
  batch?.Status === 'pending' || batch?.Status === 'processing';

const STATUS_TEXT: Record<BatchRow['Status'], string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};

/** `Completed`, `Processing 250 of 500`, `Failed after 20 of 50`. */
export function batchStatusText(batch: Pick<BatchRow, 'Status' | 'Generated' | 'Count'>): string {
  const of = `${formatNumber(batch.Generated)} of ${formatNumber(batch.Count)}`;
  if (batch.Status === 'processing') return `Processing ${of}`;
  if (batch.Status === 'failed') return `Failed after ${of}`;
  return STATUS_TEXT[batch.Status];
}

// The list's short words for a strategy; the form's picker says more.
const STRATEGY_TEXT: Record<string, string> = { random: 'Random', csv: 'Imported' };
const strategyText = (strategy: string) => STRATEGY_TEXT[strategy] ?? strategy;

/** A stored instant as its UTC day and minute, as the lists show them; `''` for none. */
export function instantText(value: string | null | undefined): string {
  return value ? `${value.slice(0, 10)} ${value.slice(11, 16)}` : '';
}

/** `Unlimited`, `1 use`, `3 uses`; a validity in its largest whole unit. */
export function usesText(uses: number): string {
  return uses === 0 ? 'Unlimited uses' : `${formatNumber(uses)} ${uses === 1 ? 'use' : 'uses'}`;
}
export function validityText(minutes: number | null | undefined): string {
  if (!minutes) return 'As long as the plan allows';
  if (minutes % 1440 === 0) return `${minutes / 1440} ${minutes === 1440 ? 'day' : 'days'}`;
  if (minutes % 60 === 0) return `${minutes / 60} ${minutes === 60 ? 'hour' : 'hours'}`;
  return `${minutes} minutes`;
}

/** The plan names by id, for the Plan column and the print view. */
export type PlanNames = ReadonlyMap<number, string>;

export function batchColumns(plans: PlanNames): readonly ListColumn<BatchRow>[] {
  return [
    { field: 'Name', header: 'Name', width: 'minmax(10rem, 1.5fr)', link: true },
    {
      field: 'Strategy',
      header: 'Strategy',
      width: 'minmax(7rem, 0.8fr)',
      text: (row) =>
        row.Strategy === 'prefix' ? `Prefix ${row.Prefix ?? ''}` : strategyText(row.Strategy),
    },
    {
      field: 'Count',
      header: 'Count',
      align: 'end',
      width: 'minmax(5rem, 0.6fr)',
      text: (row) => formatNumber(row.Count),
    },
    {
      field: 'PlanId',
      header: 'Plan',
      width: 'minmax(8rem, 1fr)',
      text: (row) => plans.get(row.PlanId) ?? `Plan ${row.PlanId}`,
    },
    { field: 'Status', header: 'Status', width: 'minmax(11rem, 1.2fr)', text: batchStatusText },
    {
      field: 'CreatedAt',
      header: 'Created',
      width: 'minmax(9.5rem, 1fr)',
      text: (row) => instantText(row.CreatedAt),
    },
    {
      field: 'ExpiresAt',
      header: 'Expires',
      width: 'minmax(6.5rem, 0.8fr)',
      text: (row) => (row.ExpiresAt ? row.ExpiresAt.slice(0, 10) : 'Never'),
    },
  ];
}

const STATE_TEXT: Record<CodeRow['State'], string> = {
  unused: 'Unused',
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

export const CODE_COLUMNS: readonly ListColumn<CodeRow>[] = [
  { field: 'Code', header: 'Code', width: 'minmax(10rem, 1.5fr)', link: true },
  { field: 'State', header: 'State', text: (row) => STATE_TEXT[row.State] },
  { field: 'ActivatedAt', header: 'Activated', text: (row) => instantText(row.ActivatedAt) },
  { field: 'ExpiresAt', header: 'Expires', text: (row) => instantText(row.ExpiresAt) || 'Never' },
  { field: 'FirstMac', header: 'First MAC', text: (row) => row.FirstMac ?? '' },
];

/** The batch form's fields (docs/product/fields.md "Access codes"); each strategy shows its own. */
export function batchSections(
  plans: readonly FieldOption[],
  plansLoading = false,
): FieldSection<AccessCodeBatchFormValues>[] {
  return [
    {
      title: 'Batch',
      fields: [
        { name: 'Name', label: 'Name', kind: 'text', required: true },
        {
          name: 'Strategy',
          label: 'Codes',
          kind: 'select',
          options: ACCESS_CODE_STRATEGIES,
          required: true,
        },
        {
          name: 'PlanId',
          label: 'Plan',
          kind: 'select',
          options: plans,
          isLoading: plansLoading,
          required: true,
        },
      ],
    },
    {
      title: 'Codes',
      fields: [
        {
          name: 'Count',
          label: 'Count',
          kind: 'number',
          required: true,
          size: 'short',
          description: '1 to 10,000',
          visible: (values) => values.Strategy !== 'csv',
        },
        {
          name: 'Prefix',
          label: 'Prefix',
          kind: 'text',
          required: true,
          size: 'short',
          maxLength: 20,
          description: 'Up to 20 letters, digits and -',
          visible: (values) => values.Strategy === 'prefix',
        },
        {
          name: 'CodeLength',
          label: 'Code length',
          kind: 'number',
          required: true,
          size: 'short',
          description: 'Random characters, 4 or more',
          visible: (values) => values.Strategy !== 'csv',
        },
        {
          name: 'CsvCodes',
          label: 'Codes to import',
          kind: 'textarea',
          required: true,
          description: 'Paste a CSV column or one code per line: 4 to 32 letters, digits and -.',
          visible: (values) => values.Strategy === 'csv',
        },
      ],
    },
    {
      title: 'Use',
      fields: [
        {
          name: 'UsesPerCode',
          label: 'Uses per code',
          kind: 'number',
          required: true,
          size: 'short',
          description: '0 = unlimited',
        },
        {
          name: 'Validity',
          label: 'Valid after first use',
          kind: 'number',
          size: 'short',
          description: 'Empty: as long as the plan allows',
        },
        {
          name: 'ValidityUnit',
          label: 'Unit',
          kind: 'select',
          options: ACCESS_CODE_VALIDITY_UNITS,
          size: 'short',
        },
        {
          name: 'ExpiresOn',
          label: 'Expires on',
          kind: 'date',
          description: 'Empty: never expires',
        },
        {
          name: 'Note',
          label: 'Note',
          kind: 'textarea',
          maxLength: 500,
          description: 'Printed on every code card',
        },
      ],
    },
  ];
}
