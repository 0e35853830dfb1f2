// The contract's guest accounts (openapi/admin-api.yaml, tag `accounts`).
import type { AdminApiComponents } from '@guestnet/sdk';

type Schemas = AdminApiComponents['schemas'];

/** One account found (`findGuestAccounts`' row). */
export type AccountRow = Schemas['GuestAccount'];

/** One page of accounts found (`findGuestAccounts`). */
export type AccountPage = Schemas['AccountSearch'];

/** An account with its recent sessions and payments (`getGuestAccount`). */
export type AccountDetail = Schemas['GuestAccountDetail'];

/** One of an account's recent sessions (`listReportSessions`' row). */
export type AccountSession = Schemas['ReportSessionRow'];

/** One of an account's recent payments (`listReportSales`' row). */
export type AccountSale = Schemas['ReportSalesRow'];
