import type { DboPayload } from '@guestnet/sdk';

/** A plan as the Service Plans form saves it: a day's pass at one service area. */
export function dayPassAt(
  orgNumber: string,
  values: Partial<DboPayload<'SaveServicePlan'>> = {},
): DboPayload<'SaveServicePlan'> {
  return {
    OrgNumber: orgNumber,
    Name: 'Harbour Day Pass',
    Description: 'A day on the harbour Wi-Fi',
    Active: true,
    Featured: false,
    Price: 9.99,
    Currency: 'EUR',
    TaxPercent: 23,
    DownKbps: 25600,
    UpKbps: 5120,
    TimeLimitMinutes: null,
    TimeMode: 'time_to_finish',
    Validity: 1,
    ValidityUnit: 'days',
    DataLimitMb: null,
    DataLimitUpMb: null,
    DataLimitDownMb: null,
    ConcurrentDevices: 3,
    IdleTimeoutMin: 30,
    PurchaseLimit: 'unlimited',
    AvailableServiceAreas: [orgNumber],
    PmsServiceCode: null,
    ...values,
  };
}
