import { settings } from '../../lib/platform/settings';

// docs/product/calls.md leaves the legacy pages' paths unshown; these are the legacy admin area's pages as
// the mocks' stand-ins serve them (a test keeps the two lists equal).
const base = `/${settings.product}/Admin`;

/** The legacy page each embedded screen of docs/product/screens.md frames, by console route. */
export const LEGACY_SCREEN_PATHS: Readonly<Record<string, string>> = {
  '/manage/promo-codes': `${base}/promotion/PromoCodes.aspx`,
  '/manage/rotating-password': `${base}/promotion/RotatingPasswords.aspx`,
  '/manage/users': `${base}/account/UserSearch.aspx`,
  '/manage/groups': `${base}/account/GroupSearch.aspx`,
  '/manage/admins': `${base}/account/AdminSearch.aspx`,
  '/report/revenue': `${base}/report/RevenueSummary.aspx`,
  '/report/pms': `${base}/report/PmsTransactions.aspx`,
  '/report/cc': `${base}/report/CreditCardTransactions.aspx`,
  '/report/group': `${base}/report/GroupSales.aspx`,
  '/report/user': `${base}/report/UserSales.aspx`,
  '/support/account': `${base}/support/AccountSearch.aspx`,
  '/support/radius': `${base}/support/RadiusActivity.aspx`,
  '/support/loyalty': `${base}/support/LoyaltyPmsActivity.aspx`,
  '/setup/payment-gateway/legacy': `${base}/payment/PaymentGateways.aspx`,
};
