import type { AdminApiComponents, AuthorizationComponents } from '@guestnet/sdk';
import { BREACHED_SAMPLES } from '../breach-range.js';
import { hasFeature } from '../feature-grants.js';
import { DEMO_SSO_USER, type DemoIdentity, identityOfLogin } from '../identities.js';
import { SSO_DEMO_PATH } from '../legacy/legacy-paths.js';
import type { MockContext } from '../mock-route.js';
import { inReach } from '../tenancy.js';
import { json } from './operation-failures.js';

type Body = Record<string, unknown>;
type Schemas = AuthorizationComponents['schemas'];

const noContent = () => new Response(null, { status: 204 });

function orgAccess(
  verify: boolean,
  context: MockContext,
  identity: DemoIdentity,
  query: URLSearchParams,
  payload: unknown,
) {
  const tree = context.state.orgTree(context.scenario, context.seed);
  const org = tree.byNumber.get(query.get('org') ?? '');
  // An org outside the reach answers as one the tree lacks: nothing tells it exists
  // (docs/decisions/tenant-isolation.md).
  if (!org || !inReach(tree, identity, org.number)) {
    return json(400, { Message: 'Unknown organization.', Code: 400 });
  }
  if (verify) {
    const entries = Array.isArray(payload) ? (payload as Body[]) : [];
    const result: Record<string, { isVerified: boolean }> = {};
    for (const entry of entries) {
      const types = Array.isArray(entry.validOrgTypes) ? entry.validOrgTypes : [];
      const id = String(entry.id);
      result[id] = { isVerified: types.includes(org.type) && hasFeature(identity, org, id) };
    }
    return json<Schemas['FeatureVerificationResult']>(200, result);
  }
  const ids = Array.isArray(payload) ? payload.map(String) : [];
  const hasAccess = Object.fromEntries(ids.map((id) => [id, hasFeature(identity, org, id)]));
  return json<Schemas['OrgAccess']>(200, { hasAccess, orgType: org.type });
}

/**
 * The calls whose answer depends on who is signed in: Login and Relogin (the demo identities),
 * the account, session checks, SSO address, password change and the per-org feature grants.
 * `undefined` for other operations.
 */
export function sessionAnswer(
  operationId: string,
  context: MockContext,
  identity: DemoIdentity | undefined,
  payload: unknown,
  query: URLSearchParams,
): Response | undefined {
  const body = (payload ?? {}) as Body;
  switch (operationId) {
    case 'login':
    case 'relogin': {
      const match = identityOfLogin(String(body.Username ?? ''), String(body.Password ?? ''));
      if (!match) return json(401, { Message: 'Invalid username or password.' });
      return json<Schemas['LoginResult']>(200, {
        AccessToken: match.token,
        roleRedirect: null,
        Error: null,
      });
    }
    case 'getSsoRedirectUrl': {
      const email = (query.get('email') ?? '').toLowerCase();
      if (email !== DEMO_SSO_USER.username) {
        return json<Schemas['SsoRedirect']>(200, {
          Url: null,
          Error: 'No single sign-on is configured for this email.',
        });
      }
      return json<Schemas['SsoRedirect']>(200, {
        Url: new URL(SSO_DEMO_PATH, context.request.url).href,
        Error: null,
      });
    }
    case 'isLoginValid':
      return json<Schemas['LoginValidity']>(200, { isValid: true, roleRedirect: null });
    case 'checkAuthorization':
      return json<Schemas['AuthorizationResult']>(200, { roleRedirect: null });
    case 'getAccount':
      return identity
        ? json<AdminApiComponents['schemas']['Member']>(200, identity.member)
        : undefined;
    case 'logout':
    case 'sendFeedback':
      return noContent();
    case 'editPassword': {
      if (!identity || identity.member.IsSsoUser) {
        return json(400, {
          Message: 'Single sign-on users change their password with their identity provider.',
          Code: 400,
        });
      }
      if (body.CurrentPassword !== identity.password) {
        return json(400, { Message: 'The current password is not correct.', Code: 400 });
      }
      if (BREACHED_SAMPLES.has(String(body.NewPassword))) {
        return json(400, { Message: 'Password is not secure enough.', Code: 400 });
      }
      return json(200, true);
    }
    case 'getOrgAccess':
    case 'verifyFeatures':
      return identity
        ? orgAccess(operationId === 'verifyFeatures', context, identity, query, payload)
        : undefined;
    default:
      return undefined;
  }
}
