import type { Faker } from '@faker-js/faker';
import { MOCK_REFERENCE_DATE } from '../../faker/seeded-faker.js';
import { isoSeconds, type SeedOrg, type SeedRecord } from './seed-records.js';

// How the demo's access codes are made: docs/decisions/access-codes.md.

type Batch = Record<string, unknown>;
const HOUR_MS = 3_600_000;

/** The code alphabet: 32 letters and digits, without 0/O and 1/I, which a guest misreads. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** An id per code, unique in the org: the batch's id times this plus the code's place. */
export const CODES_PER_BATCH_ID = 100_000;

/**
 * The batches of an org: a front desk batch of random codes, a congress of 10,000 prefixed codes
 * (the long list a screen must open, filter and export without freezing), a day-pass batch, and a
 * batch whose generation failed part-way. Every one is on one of the org's service plans.
 */
export function accessCodeBatchRecords(faker: Faker, org: SeedOrg): SeedRecord[] {
  const plans = org.idsOf('ServicePlan');
  const plan = () => (plans.length > 0 ? faker.helpers.arrayElement(plans) : 1);
  const created = (daysAgo: number) =>
    isoSeconds(new Date(MOCK_REFERENCE_DATE.getTime() - daysAgo * 24 * HOUR_MS));
  return [
    {
      Name: 'Front desk codes',
      Strategy: 'random',
      Count: 200,
      CodeLength: 8,
      Prefix: null,
      PlanId: plan(),
      UsesPerCode: 1,
      ValidityAfterFirstUseMinutes: 1440,
      ExpiresAt: null,
      Note: 'One day of Wi-Fi from the first sign-in. Ask the front desk for another code.',
      Status: 'completed',
      Generated: 200,
      CreatedAt: created(40),
    },
    {
      Name: 'Autumn congress',
      Strategy: 'prefix',
      Count: 10_000,
      CodeLength: 6,
      Prefix: 'AUT-',
      PlanId: plan(),
      UsesPerCode: 3,
      ValidityAfterFirstUseMinutes: 4320,
      ExpiresAt: '2026-12-31T23:59:59Z',
      Note: 'Welcome to the Autumn congress: this code works on three devices for three days.',
      Status: 'completed',
      Generated: 10_000,
      CreatedAt: created(21),
    },
    {
      Name: 'Event day passes',
      Strategy: 'prefix',
      Count: 500,
      CodeLength: 5,
      Prefix: 'DAY',
      PlanId: plan(),
      UsesPerCode: 1,
      ValidityAfterFirstUseMinutes: 720,
      ExpiresAt: '2026-06-30T23:59:59Z',
      Note: null,
      Status: 'completed',
      Generated: 500,
      CreatedAt: created(7),
    },
    {
      Name: 'Staff devices',
      Strategy: 'random',
      Count: 50,
      CodeLength: 10,
      Prefix: null,
      PlanId: plan(),
      UsesPerCode: 0,
      ValidityAfterFirstUseMinutes: null,
      ExpiresAt: null,
      Note: 'Staff only.',
      Status: 'failed',
      Generated: 20,
      CreatedAt: created(2),
    },
  ];
}

/** A 32-bit mix of a string (FNV-1a), to spread seeds and ids. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The random part of a code: `n` mapped one-to-one onto the 32^length codes of that length (an
 * odd multiplier and an xor-shift are both bijections modulo a power of two), so two different
 * `n` never give the same part, and neighbours look unrelated.
 */
export function randomPart(n: number, length: number, salt: number): string {
  const bits = BigInt(5 * length);
  const mask = (1n << bits) - 1n;
  let x = (BigInt(n) * 0x9e3779b97f4a7c15n + BigInt(salt)) & mask;
  x ^= x >> (bits / 2n + 1n);
  x = (x * 0xbf58476d1ce4e5b9n) & mask;
  x ^= x >> (bits / 3n + 1n);
  let out = '';
  for (let i = 0; i < length; i++) {
    out += CODE_ALPHABET[Number(x & 31n)];
    x >>= 5n;
  }
  return out;
}

/** One code as `ListAccessCodes` answers it. */
export interface AccessCodeRecord extends Record<string, unknown> {
  Id: number;
  BatchId: number;
  Code: string;
  State: 'unused' | 'active' | 'expired' | 'revoked';
  ActivatedAt: string | null;
  ExpiresAt: string | null;
  FirstMac: string | null;
}

const mac = (value: number) =>
  ['4C', '5E', '0C', ...[16, 8, 0].map((shift) => ((value >>> shift) & 255).toString(16))]
    .map((pair) => pair.toUpperCase().padStart(2, '0'))
    .join(':');

/**
 * The codes of a batch, made on demand from the batch alone (never stored, so 10,000 codes cost
 * the demo's state nothing): random or prefixed codes unique in the org, or the imported ones.
 * Codes of a `used` batch (a seeded one) have been handed out: some active, some expired, a few
 * revoked; a batch made this session has none in use yet.
 */
export function batchCodes(
  batch: Batch,
  options: { seed: number; orgNumber: string; used: boolean; imported?: readonly string[] },
): AccessCodeRecord[] {
  const batchId = Number(batch.Id);
  const count = Math.min(Number(batch.Generated ?? 0), Number(batch.Count ?? 0));
  const salt = hash(`${options.seed}|${options.orgNumber}`);
  const length = Number(batch.CodeLength ?? 8);
  const prefix = batch.Strategy === 'prefix' ? String(batch.Prefix ?? '') : '';
  const created = Date.parse(String(batch.CreatedAt ?? ''));
  const validityMs = Number(batch.ValidityAfterFirstUseMinutes ?? 0) * 60_000;
  const batchExpiry = typeof batch.ExpiresAt === 'string' ? batch.ExpiresAt : null;
  const out: AccessCodeRecord[] = [];
  for (let index = 0; index < count; index++) {
    const code =
      batch.Strategy === 'csv'
        ? (options.imported?.[index] ?? `${prefix}${randomPart(index, length, salt)}`)
        : `${prefix}${randomPart(batchId * CODES_PER_BATCH_ID + index, length, salt)}`;
    const record: AccessCodeRecord = {
      Id: batchId * CODES_PER_BATCH_ID + index + 1,
      BatchId: batchId,
      Code: code,
      State: 'unused',
      ActivatedAt: null,
      ExpiresAt: batchExpiry,
      FirstMac: null,
    };
    if (options.used) {
      const roll = hash(`${salt}|${batchId}|${index}`);
      const kind = roll % 100;
      if (kind < 40) {
        const activated = created + HOUR_MS * (1 + (roll % 500));
        const ends = validityMs > 0 ? activated + validityMs : null;
        const expiry =
          ends === null
            ? batchExpiry
            : isoSeconds(new Date(Math.min(ends, Date.parse(batchExpiry ?? '9999-12-31'))));
        record.ActivatedAt = isoSeconds(new Date(activated));
        record.ExpiresAt = expiry;
        record.FirstMac = mac(roll);
        record.State =
          expiry !== null && Date.parse(expiry) < MOCK_REFERENCE_DATE.getTime()
            ? 'expired'
            : 'active';
      } else if (kind < 43) {
        record.State = 'revoked';
      }
    }
    out.push(record);
  }
  return out;
}
