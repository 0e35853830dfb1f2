import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_CODE_BATCH_DEFAULTS,
  AccessCodeBatchSchema,
  BIDI_CONTROLS_MESSAGE,
  CONNECTION_PROFILE_DEFAULTS,
  conferenceDefaults,
  conferenceSchema,
  connectionProfileSchema,
  DEVICE_DEFAULTS,
  DeviceSchema,
  HOTSPOT_PROFILE_DEFAULTS,
  HotspotProfilesSchema,
  MIKROTIK_ROUTER_DEFAULTS,
  mikrotikRouterSchema,
  ORG_DEFAULTS,
  OrgSchema,
  PAYMENT_GATEWAY_DEFAULTS,
  PaymentGatewaySchema,
  ROLE_TEMPLATE_DEFAULTS,
  roleTemplateSchema,
  SERVICE_PLAN_DEFAULTS,
  ServiceAreasSchema,
  ServicePlanSchema,
} from '../src/index.js';

// docs/decisions/bidi-controls-in-names.md: every entity schema's name (and other single-line
// text) refuses the hidden text-direction controls; the check sits in the shared text field.

/** Shows "Lobby exe.png West" wherever the name is written into other text. */
const SPOOFED = 'Lobby \u202Egnp.exe\u202C West';
const ISOLATED = 'Lobby \u2067gnp.exe\u2069 West';

const NAMES = [
  'מלון הנמל', // Hebrew
  'فندق الميناء', // Arabic
  'Harbour מלון فندق 2',
  '👩‍💻 Dev lounge', // ZWJ sequence
  'Suite\u200F 12\u200E', // RLM and LRM
];

type Case = [string, v.GenericSchema, (name: string) => unknown, string];

/** The schema, a form with `name` in the field, and the field's dot path. */
const cases: Case[] = [
  ['Edit Org and Add Org: Name', OrgSchema, (Name) => ({ ...ORG_DEFAULTS, Name }), 'Name'],
  [
    'New Site Wizard: a service area’s Name',
    ServiceAreasSchema,
    (Name) => ({ Areas: [{ Name, VlanId: '' }] }),
    'Areas.0.Name',
  ],
  ['Service Plan: Name', ServicePlanSchema, (Name) => ({ ...SERVICE_PLAN_DEFAULTS, Name }), 'Name'],
  ['Device: Name', DeviceSchema, (Name) => ({ ...DEVICE_DEFAULTS(), Name }), 'Name'],
  [
    'Device: ShortName',
    DeviceSchema,
    (ShortName) => ({ ...DEVICE_DEFAULTS(), ShortName }),
    'ShortName',
  ],
  [
    'Mikrotik router: Name',
    mikrotikRouterSchema(),
    (Name) => ({ ...MIKROTIK_ROUTER_DEFAULTS, Name }),
    'Name',
  ],
  [
    'Hotspot profile: Name',
    HotspotProfilesSchema,
    (Name) => ({ Profiles: [{ ...HOTSPOT_PROFILE_DEFAULTS, Name }] }),
    'Profiles.0.Name',
  ],
  [
    'Payment gateway: DisplayName',
    PaymentGatewaySchema,
    (DisplayName) => ({ ...PAYMENT_GATEWAY_DEFAULTS(), DisplayName }),
    'DisplayName',
  ],
  [
    'Connection profile: Name',
    connectionProfileSchema({ type: 'psk' }),
    (Name) => ({ ...CONNECTION_PROFILE_DEFAULTS('psk'), Name }),
    'Name',
  ],
  [
    'Connection profile: Ssid',
    connectionProfileSchema({ type: 'psk' }),
    (Ssid) => ({ ...CONNECTION_PROFILE_DEFAULTS('psk'), Ssid }),
    'Ssid',
  ],
  [
    'Device: an SSID among its lines',
    DeviceSchema,
    (ssid) => ({ ...DEVICE_DEFAULTS(), Ssids: `Guest\n${ssid}\nStaff` }),
    'Ssids',
  ],
  [
    'Connection profile: VenueName',
    connectionProfileSchema({ type: 'passpoint' }),
    (VenueName) => ({ ...CONNECTION_PROFILE_DEFAULTS('passpoint'), VenueName }),
    'VenueName',
  ],
  ['Conference: Name', conferenceSchema(), (Name) => ({ ...conferenceDefaults(), Name }), 'Name'],
  [
    'Access code batch: Name',
    AccessCodeBatchSchema,
    (Name) => ({ ...ACCESS_CODE_BATCH_DEFAULTS, Name }),
    'Name',
  ],
  [
    'Role template: Name',
    roleTemplateSchema(),
    (Name) => ({ ...ROLE_TEMPLATE_DEFAULTS(), Name }),
    'Name',
  ],
];

/** The messages a form shows on one field. */
const messagesOn = (schema: v.GenericSchema, form: unknown, path: string) =>
  (v.safeParse(schema, form).issues ?? [])
    .filter((issue) => v.getDotPath(issue) === path)
    .map((issue) => issue.message);

describe('names refuse the hidden text-direction controls, in every entity schema', () => {
  it.each(cases)('%s', (_, schema, form, path) => {
    expect(messagesOn(schema, form(SPOOFED), path)).toEqual([BIDI_CONTROLS_MESSAGE]);
    expect(messagesOn(schema, form(ISOLATED), path)).toEqual([BIDI_CONTROLS_MESSAGE]);
  });
});

describe('names in Hebrew, Arabic or with emoji pass, in every entity schema', () => {
  it.each(cases)('%s', (_, schema, form, path) => {
    for (const name of NAMES) expect(messagesOn(schema, form(name), path)).toEqual([]);
  });
});
