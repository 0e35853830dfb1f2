import type { Faker } from '@faker-js/faker';
import { MOCK_REFERENCE_DATE } from '../../faker/seeded-faker.js';
import { isoSeconds, type SeedOrg, type SeedRecord } from './seed-records.js';

const HOUR_MS = 3_600_000;

/** The hotspot user profiles a site's router is set up with: a free tier, a paid one, staff. */
function profiles(faker: Faker, pool: string): SeedRecord[] {
  return [
    {
      Name: 'free',
      RateLimit: faker.helpers.arrayElement(['1M/2M', '512k/1M', '2M/4M']),
      SharedUsers: 1,
      SessionTimeoutSec: 3600,
      IdleTimeoutSec: 600,
      KeepaliveTimeoutSec: 120,
      AddressPool: pool,
    },
    {
      Name: 'premium',
      RateLimit: faker.helpers.arrayElement(['5M/20M', '10M/50M', '20M/100M']),
      SharedUsers: faker.helpers.arrayElement([2, 3, 5]),
      SessionTimeoutSec: 86400,
      IdleTimeoutSec: 1800,
      KeepaliveTimeoutSec: 120,
      AddressPool: pool,
    },
    {
      Name: 'staff',
      RateLimit: null,
      SharedUsers: null,
      SessionTimeoutSec: 0,
      IdleTimeoutSec: 0,
      KeepaliveTimeoutSec: 300,
      AddressPool: null,
    },
  ];
}

/**
 * A site's MikroTik routers (docs/product/fields.md "Mikrotik manager"): one working, one failing with its
 * reason (its address is in a documentation range, which the connection test never reaches, see
 * answers/mikrotik-test.ts), and one not tried yet with no password set.
 */
export function mikrotikRouterRecords(faker: Faker, _org: SeedOrg): SeedRecord[] {
  const at = (hoursAgo: number) =>
    isoSeconds(new Date(MOCK_REFERENCE_DATE.getTime() - hoursAgo * HOUR_MS));
  const subnet = faker.number.int({ min: 10, max: 60 });
  return [
    {
      Name: 'Main router',
      Host: `10.${subnet}.0.1`,
      Port: 8729,
      Protocol: 'api_ssl',
      Username: 'guestnet',
      HasPassword: true,
      HotspotProfiles: profiles(faker, 'guest-pool'),
      Status: 'working',
      StatusReason: null,
      LastAttempt: at(1),
    },
    {
      Name: 'Annex router',
      Host: `192.0.2.${faker.number.int({ min: 2, max: 250 })}`,
      Port: 8728,
      Protocol: 'api',
      Username: 'guestnet',
      HasPassword: true,
      HotspotProfiles: profiles(faker, 'annex-pool').slice(0, 2),
      Status: 'failing',
      StatusReason: null,
      LastAttempt: at(3),
    },
    {
      Name: 'Pool bar router',
      Host: 'poolbar-gw.example.net',
      Port: 22,
      Protocol: 'ssh',
      Username: 'admin',
      HasPassword: false,
      HotspotProfiles: [],
      Status: 'unknown',
      StatusReason: null,
      LastAttempt: null,
    },
  ].map((router) =>
    router.Status === 'failing'
      ? { ...router, StatusReason: timedOut(String(router.Host), Number(router.Port)) }
      : router,
  );
}

/** Why a router at an address that never answers fails. */
export function timedOut(host: string, port: number): string {
  return `No answer from ${host}:${port} within 10 s.`;
}
