export {
  ADMIN_HISTORY_ACTIONS,
  ADMIN_HISTORY_FILTER_DEFAULTS,
  type AdminHistoryAction,
  type AdminHistoryFilterOutput,
  AdminHistoryFilterSchema,
  type AdminHistoryFilterValues,
  adminHistoryFilterValues,
} from './admin-history.js';
export {
  BREACHED_MESSAGE,
  type BreachActionOptions,
  breachAction,
} from './breach/breach-action.js';
export {
  type BreachCheckResult,
  type BreachSkipReason,
  notChecked,
} from './breach/breach-check-result.js';
export {
  type BreachCheck,
  type BreachCheckOptions,
  type BreachRangeCache,
  createBreachCheck,
  DEFAULT_BREACH_RANGE_URL,
  DEFAULT_BREACH_TIMEOUT_MS,
} from './breach/create-breach-check.js';
export { parseBreachRange } from './breach/parse-breach-range.js';
export { sha1Hex } from './breach/sha1-hex.js';
export { checkRules } from './check-rules.js';
export * from './connection-profile.js';
export {
  DEVICE_DEFAULTS,
  DEVICE_TYPES,
  type DeviceContext,
  type DeviceFormValues,
  type DeviceOutput,
  DeviceSchema,
  type DeviceType,
  deviceFormValues,
  deviceSchema,
  HOST_MESSAGE,
  isDeviceType,
  RADIUS_SECRET_MAX_LENGTH,
} from './device.js';
export { isEmpty } from './is-empty.js';
export {
  checkHotspotProfiles,
  DURATION_MESSAGE,
  durationSeconds,
  durationText,
  HOTSPOT_PROFILE_DEFAULTS,
  type HotspotProfileFormValues,
  type HotspotProfileOutput,
  type HotspotProfilesCheck,
  type HotspotProfilesFormValues,
  HotspotProfilesSchema,
  hotspotProfilesFormValues,
  MIKROTIK_HOST_MESSAGE,
  MIKROTIK_PASSWORD_MAX_LENGTH,
  MIKROTIK_PROTOCOLS,
  MIKROTIK_ROUTER_DEFAULTS,
  type MikrotikProtocol,
  type MikrotikRouterContext,
  type MikrotikRouterFormValues,
  type MikrotikRouterOutput,
  mikrotikRouterFormValues,
  mikrotikRouterSchema,
  RATE_LIMIT_MESSAGE,
  SHARED_USERS_MESSAGE,
} from './mikrotik.js';

export {
  COMMON_SERVICE_AREAS,
  hasServiceArea,
  MAX_NEW_SERVICE_AREAS,
  NO_SERVICE_AREA_MESSAGE,
  type ServiceAreaFormRow,
  type ServiceAreaOutput,
  type ServiceAreasFormValues,
  ServiceAreasSchema,
  TOO_MANY_SERVICE_AREAS_MESSAGE,
} from './new-site.js';
export {
  type NumberTextOptions,
  optionalNumberText,
  requiredNumberText,
} from './number-text.js';
export {
  ADDRESS_PART_REQUIRED,
  COUNTRY_MESSAGE,
  canBeTrial,
  ORG_CHILD_TYPES,
  ORG_DEFAULTS,
  ORG_FORM_STATUSES,
  ORG_STATUSES,
  ORG_TYPES,
  type OrgAddressOutput,
  type OrgFormStatus,
  type OrgFormValues,
  type OrgOutput,
  OrgSchema,
  type OrgStoredStatus,
  type OrgType,
  orgFormValues,
  TIME_ZONE_MESSAGE,
} from './org.js';
export {
  checkPanRows,
  describePanIssues,
  newPanRow,
  PAN_DEFAULT_ROTATE_ON,
  PAN_DEVICE_LIMIT,
  PAN_FIELD_LABELS,
  PAN_PSK_MAX_LENGTH,
  PAN_PSK_MIN_LENGTH,
  PAN_RANGE_DEFAULTS,
  PAN_RANGE_MAX,
  PAN_ROOM_MAX_LENGTH,
  PAN_ROTATE_ON,
  PAN_ROTATE_ON_MESSAGE,
  type PanCheck,
  type PanField,
  type PanIssue,
  type PanMappingFormRow,
  type PanMappingOutput,
  PanMappingRowSchema,
  PanMappingTableSchema,
  type PanMappingTableValues,
  PanRangeSchema,
  type PanRangeValues,
  type PanRotateOn,
  type PanTaken,
  panMappingFormRow,
  panRangeRows,
  uniquenessIssues,
} from './pan-mapping.js';
export * from './payment-gateway.js';
export {
  REPORT_RANGE_FIRST_DAY,
  REPORT_RANGE_MAX_DAYS,
  type ReportRangeValues,
  reportRangeMessages,
  reportRangeSchema,
} from './report-range.js';
export type { Rule, RuleResult } from './rule.js';
export { FALLBACK_MESSAGE, ruleAction } from './rule-action.js';
export { atLeast } from './rules/at-least.js';
export { atMost } from './rules/at-most.js';
export { cannotEndWith } from './rules/cannot-end-with.js';
export { dateNotAfter, EARLIER_DATE_MESSAGE } from './rules/date-not-after.js';
export { dateNotBefore, LATER_DATE_MESSAGE } from './rules/date-not-before.js';
export { EMAIL_MESSAGE, email } from './rules/email.js';
export { greaterThan } from './rules/greater-than.js';
export { HTTPS_PREFIX_MESSAGE, httpsPrefix } from './rules/https-prefix.js';
export { isOrgNumber } from './rules/is-org-number.js';
export { JSON_MESSAGE, json } from './rules/json.js';
export { lessThan } from './rules/less-than.js';
export { MAC_MESSAGE, type MacOptions, mac } from './rules/mac.js';
export { maxLength } from './rules/max-length.js';
export { minLength } from './rules/min-length.js';
export {
  BIDI_CONTROLS,
  BIDI_CONTROLS_MESSAGE,
  noBidiControls,
} from './rules/no-bidi-controls.js';
export { NO_HTTPS_PREFIX_MESSAGE, noHttpsPrefix } from './rules/no-https-prefix.js';
export {
  NO_SPECIAL_CHARACTERS_MESSAGE,
  noSpecialCharacters,
  SPECIAL_CHARACTERS,
} from './rules/no-special-characters.js';
export { numberRule } from './rules/number-rule.js';
export { NUMERIC_MESSAGE, numeric } from './rules/numeric.js';
export {
  ORG_NUMBER_MAX_LENGTH,
  ORG_NUMBER_MESSAGE,
  ORG_NUMBER_PATTERN,
  orgNumber,
} from './rules/org-number.js';
export {
  ORG_SEARCH_MESSAGE,
  ORG_SEARCH_MIN_LENGTH,
  orgSearchInput,
} from './rules/org-search-input.js';
export {
  hasDigit,
  hasLowercase,
  hasUppercase,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_POLICY_RULES,
  passwordPolicy,
} from './rules/password-policy.js';
export { PRICE_MESSAGE, price } from './rules/price.js';
export { REQUIRED_MESSAGE, required } from './rules/required.js';
export { requiredIf } from './rules/required-if.js';
export type { DateInput } from './rules/to-time.js';
export { UNIQUE_MESSAGE, type UniqueOptions, unique } from './rules/unique.js';
export { URL_MESSAGE, url } from './rules/url.js';
export { VLAN_RANGES, type VlanStyle, vlan } from './rules/vlan.js';
export { WHOLE_NUMBER_MESSAGE, wholeNumber } from './rules/whole-number.js';
export {
  ACCESS_CODE_BATCH_DEFAULTS,
  ACCESS_CODE_CHARACTERS_MESSAGE,
  ACCESS_CODE_STRATEGIES,
  ACCESS_CODE_VALIDITY_UNITS,
  type AccessCodeBatchContext,
  type AccessCodeBatchFormValues,
  type AccessCodeBatchOutput,
  AccessCodeBatchSchema,
  type AccessCodeStrategy,
  accessCodeBatchFormValues,
  accessCodeBatchSchema,
  csvCodes,
  MAX_BATCH_CODES,
  TOO_MANY_CODES_MESSAGE,
} from './schemas/access-code-batch-schema.js';
export * from './schemas/conference-schema.js';
export {
  FEEDBACK_TYPE_OPTIONS,
  type FeedbackInput,
  type FeedbackOutput,
  FeedbackSchema,
  type FeedbackType,
} from './schemas/feedback-schema.js';
export { type LoginInput, type LoginOutput, LoginSchema } from './schemas/login-schema.js';
export { type OrgSearchOutput, OrgSearchSchema } from './schemas/org-search-schema.js';
export {
  CONFIRM_MESSAGE,
  createPasswordChangeSchema,
  type PasswordChangeInput,
  type PasswordChangeOutput,
  PasswordChangeSchema,
} from './schemas/password-change-schema.js';
export { PasswordPolicySchema } from './schemas/password-policy-schema.js';
export {
  PORTAL_CAPTURE_FIELDS,
  PORTAL_CAPTURE_MODES,
  PORTAL_DEFAULTS,
  PORTAL_LOGIN_METHODS,
  PORTAL_NO_IMAGE,
  PORTAL_NO_LOGIN_METHOD,
  PORTAL_SPLASH_TIMEOUT,
  PORTAL_TERMS_MAX_LENGTH,
  PORTAL_TERMS_REQUIRED,
  PORTAL_WELCOME_MAX_LENGTH,
  type PortalCaptureField,
  type PortalCaptureMode,
  type PortalFormValues,
  type PortalLoginMethod,
  type PortalOutput,
  PortalSchema,
  portalFormValues,
} from './schemas/portal-schema.js';
export {
  DATE_MESSAGE,
  PROMOTION_CODE_MESSAGE,
  PROMOTION_DEFAULTS,
  PROMOTION_TYPES,
  type PromotionContext,
  type PromotionFormValues,
  type PromotionOutput,
  PromotionSchema,
  type PromotionType,
  promotionFormValues,
  promotionSchema,
} from './schemas/promotion-schema.js';
export {
  createReloginSchema,
  RealmFieldSchema,
  type ReloginOutput,
  type ReloginSchemaOptions,
  StoredRealmSchema,
} from './schemas/relogin-schema.js';
export * from './schemas/role-template-schema.js';
export {
  CURRENCY_MESSAGE,
  PLAN_NEEDS_PRICE_OR_LIMIT,
  PMS_SERVICE_CODE_MESSAGE,
  SERVICE_PLAN_DEFAULTS,
  type ServicePlanContext,
  type ServicePlanFormValues,
  type ServicePlanOutput,
  ServicePlanSchema,
  servicePlanFormValues,
  servicePlanSchema,
} from './schemas/service-plan-schema.js';
