import { seedFrom } from '../../faker/seeded-faker.js';
import type { SeedOrg } from './seed-records.js';

/** The money of an org: the one currency its plans, gateways and promotions use, and its tax. */
export interface OrgMoney {
  currency: string;
  /** The sales tax or VAT percent its plans charge. */
  tax: number;
}

// By the country of the seeded address (answers/org-details.ts): the currency there and the tax
// rates a property there charges (US sales tax by state, Canada's GST or HST, the VAT rates).
const MONEY_BY_COUNTRY: Record<string, { currency: string; taxRates: readonly number[] }> = {
  US: { currency: 'USD', taxRates: [0, 6, 7, 8.25, 8.875] },
  CA: { currency: 'CAD', taxRates: [5, 13] },
  GB: { currency: 'GBP', taxRates: [20] },
  PT: { currency: 'EUR', taxRates: [23] },
  DE: { currency: 'EUR', taxRates: [19] },
  AU: { currency: 'AUD', taxRates: [10] },
};

/** The currency of a seeded address's country; USD for a country the seed does not use. */
export function currencyOfCountry(country: string): string {
  return MONEY_BY_COUNTRY[country]?.currency ?? 'USD';
}

/**
 * The one money source of an org's seeded records: the currency of the country its seeded address
 * is in, and a tax rate of that country chosen by the address's org, a service area's being its
 * site's, so every entity of an org and every area of a site agree
 * (docs/decisions/demo-currency.md). USD without tax for an org the seed has no address for.
 *
 * @example
 * moneyOf(org); // { currency: 'CAD', tax: 13 } for a site in Ontario and each of its areas
 */
export function moneyOf(org: Pick<SeedOrg, 'addressOwner'>): OrgMoney {
  const owner = org.addressOwner();
  const money = owner && MONEY_BY_COUNTRY[owner.country];
  if (!owner || !money) return { currency: 'USD', tax: 0 };
  const tax = money.taxRates[seedFrom('OrgMoney', owner.orgNumber) % money.taxRates.length] ?? 0;
  return { currency: money.currency, tax };
}
