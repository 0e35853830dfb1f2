import type { DboResult } from '@guestnet/sdk';

/** GetOrg's answer for the demo's Harbour Hotel site (OrgDetails of openapi/dbo.yaml). */
export function harbourHotel(values: Partial<DboResult<'GetOrg'>> = {}): DboResult<'GetOrg'> {
  return {
    Name: 'Harbour Hotel',
    Type: 'Site',
    ParentNumber: 'GN-1000',
    Status: 'Active',
    IsTrialMode: false,
    TimeZone: 'Europe/Lisbon',
    Address: {
      Line1: '1 Harbour Road',
      Line2: null,
      City: 'Lisbon',
      Region: null,
      PostalCode: '1100-001',
      Country: 'PT',
    },
    ContactName: 'Rui Costa',
    ContactEmail: 'it@harbour.example',
    ContactPhone: '+351 21 000 0000',
    Notes: null,
    OrgNumber: 'GN-1042',
    ParentName: 'Acme',
    Created: '2024-03-01T09:30:00Z',
    ...values,
  };
}
