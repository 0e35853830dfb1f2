// docs/decisions/connection-profile-route.md
import type { DboPayload, DboResult, DboRow } from '@guestnet/sdk';
import {
  type ConnectionProfileFormValues,
  connectionProfileFormValues,
  connectionProfileSchema,
} from '@guestnet/validators';
import { anyKind, type ChangeKind, checkForm } from './change-kind';
import type { EntityNames, EntityProcedures } from './entity-procedures';
import type { SecretPair } from './secret-pair';

const procedures = {
  get: 'GetConnectionProfile',
  save: 'SaveConnectionProfile',
  remove: 'DeleteConnectionProfile',
  list: 'ListConnectionProfiles',
} as const satisfies EntityProcedures;

const SERVER_OF = /^(.+):(\d+)$/;

type StoredProfile = DboRow<'ListConnectionProfiles'>;
type ProfilePayload = DboPayload<'SaveConnectionProfile'>;

/**
 * Bulk Change's connection profile kind: at each site, every profile's RADIUS server on the host
 * named in the match (`planName` carries it) gets a new `host:port`; the secret must be typed
 * again (the single form's rule: a server whose host or port changes asks for its secret).
 */
const change: ChangeKind<
  { Host: string; Profiles: StoredProfile[] },
  { Profiles: ProfilePayload[] },
  { Profiles: DboResult<'SaveConnectionProfile'>[] }
> = {
  id: 'connection_profiles',
  label: 'Connection profiles',
  fields: [{ id: 'RadiusServer', label: 'RADIUS server (host:port)', input: 'text' }],
  match: {
    label: 'Current RADIUS host',
    maxLength: 253,
    description: () => 'The host to replace in every connection profile of each site',
  },
  secret: {
    label: 'Shared secret',
    maxLength: 60,
    description: 'Typed again: a server whose host or port changes needs its secret',
  },
  notApplicable: (node) => (node.type === 'Site' ? undefined : 'Not a site'),
  matchFor: (before) => SERVER_OF.exec(before ?? '')?.[1] ?? '',
  async read(dbo, orgNumber, host, signal) {
    const match = host.trim().toLowerCase();
    const page = await dbo.call(
      procedures.list,
      { OrgNumber: orgNumber, PageSize: 500 },
      signal ? { signal } : {},
    );
    const profiles = page.Items.filter((profile) =>
      profile.RadiusServers.some((server) => server.Host.toLowerCase() === match),
    );
    return profiles.length > 0
      ? { Host: match, Profiles: profiles }
      : `No RADIUS server ${host.trim()}`;
  },
  recordId: (stored) =>
    stored.Profiles.map((profile) => String(profile.Id))
      .join(', ')
      .slice(0, 64),
  text(stored) {
    const first = stored.Profiles[0];
    const server = first?.RadiusServers.find((entry) => entry.Host.toLowerCase() === stored.Host);
    return server ? `${server.Host}:${server.Port}` : null;
  },
  propose(stored, _field, value, secret = '') {
    const parts = SERVER_OF.exec(value.trim());
    if (!parts) return { refused: 'Must be host:port, e.g. radius.example.net:1812' };
    const payloads: ProfilePayload[] = [];
    for (const profile of stored.Profiles) {
      const form = connectionProfileFormValues(profile);
      const rows = form.RadiusServers.map((row) =>
        row.Host.toLowerCase() === stored.Host
          ? { ...row, Host: parts[1] ?? '', Port: parts[2] ?? '', Secret: secret }
          : row,
      );
      const schema = connectionProfileSchema({ type: form.Type, current: form.Name });
      const checked = checkForm(schema, { ...form, RadiusServers: rows }, 'RadiusServers');
      if ('refused' in checked) return { refused: checked.refused };
      payloads.push({ ...checked.output, Id: profile.Id, OrgNumber: profile.OrgNumber });
    }
    return { payload: { Profiles: payloads }, after: `${parts[1]}:${parts[2]}` };
  },
  async save(dbo, payload, changeSetId) {
    const saved: DboResult<'SaveConnectionProfile'>[] = [];
    for (const profile of payload.Profiles) {
      saved.push(
        await dbo.call(procedures.save, {
          ...profile,
          ChangeSetId: changeSetId,
        }),
      );
    }
    return { Profiles: saved };
  },
};

/** Setup > Connection Profiles: the Wi-Fi networks (SSID, security, Passpoint) a site offers. */
export const CONNECTION_PROFILE = {
  names: { singular: 'Connection Profile', plural: 'Connection Profiles' } satisfies EntityNames,
  procedures,
  /** The personal types' passphrase: write-only. */
  secret: {
    name: 'Psk',
    label: 'Passphrase',
    stored: (values) => values.HasPsk,
    whenNew: '8 to 63 characters, or 64 hex digits.',
    whenStored: '8 to 63 characters; leave empty to keep the passphrase that is set.',
  } satisfies SecretPair<ConnectionProfileFormValues>,
  /** Bulk Change's kind of connection profiles: a RADIUS server's host and port at each site. */
  change: anyKind(change),
};
