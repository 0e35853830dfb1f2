import { isObject } from '@guestnet/sdk/spec';
import type { ApiRequest } from './api-call.js';
import type { ContractOperation } from './contract-source.js';

const unescapeToken = (token: string) => token.replaceAll('~1', '/').replaceAll('~0', '~');
const tokensOf = (pointer: string) => pointer.split('/').slice(1).map(unescapeToken);

/**
 * The values a JSON pointer names, where a `*` token walks every item of an array:
 * `/Items/*\/OrgNumber` gives the org number of every row.
 *
 * @example
 * pointerValues({ Items: [{ OrgNumber: 'GN-1' }, { OrgNumber: 'GN-2' }] }, '/Items/*\/OrgNumber');
 * // ['GN-1', 'GN-2']
 */
export function pointerValues(document: unknown, pointer: string): unknown[] {
  let nodes = [document];
  for (const token of tokensOf(pointer)) {
    nodes = nodes.flatMap((node) => {
      if (token === '*') return Array.isArray(node) ? node : [];
      if (Array.isArray(node)) return /^\d+$/.test(token) ? [node[Number(token)]] : [];
      return isObject(node) && token in node ? [node[token]] : [];
    });
  }
  return nodes.filter((node) => node !== undefined);
}

/** A copy of `document` with the value at a plain pointer (`/OrgNumber`) replaced. */
export function withPointer(document: unknown, pointer: string, value: unknown): unknown {
  const tokens = tokensOf(pointer.replace(/\/\*$/, ''));
  if (tokens.length === 0) return value;
  const copy = structuredClone(isObject(document) ? document : {}) as Record<string, unknown>;
  let node: Record<string, unknown> = copy;
  for (const token of tokens.slice(0, -1)) {
    if (!isObject(node[token])) node[token] = {};
    node = node[token] as Record<string, unknown>;
  }
  const last = tokens.at(-1) as string;
  // A list of orgs (`/OrgNumbers`, `/OrgNumbers/*`) asks for the one org.
  node[last] = Array.isArray(node[last]) && !Array.isArray(value) ? [value] : value;
  return copy;
}

// The JSON payload a request sent: the body, for dbo the item after the token.
function sentPayload(op: ContractOperation, request: ApiRequest): unknown {
  if (typeof request.body !== 'string') return request.body;
  try {
    const body = JSON.parse(request.body) as unknown;
    return op.transport === 'dbo' && Array.isArray(body) ? body[1] : body;
  } catch {
    return undefined;
  }
}

/**
 * The orgs a request asked for, read back from the request itself (so a replay finds them too):
 * the `x-org-scope` parameter or body field; none for an operation without the mark.
 *
 * @example
 * askedOrgs(getOrgTreeNode, { method: 'GET', url: 'http://x/AdminApi/org/tree/GN-1042', headers: {} });
 * // ['GN-1042']
 */
export function askedOrgs(op: ContractOperation, request: ApiRequest): string[] {
  const scope = op.orgScope;
  if (!scope?.in || !scope.name) return [];
  const url = new URL(request.url);
  if (scope.in === 'query') {
    const value = url.searchParams.get(scope.name);
    return value ? [value] : [];
  }
  if (scope.in === 'path') {
    const names: string[] = [];
    const pattern = op.path
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\\?\{([^}]+)\\?\}/g, (_, name: string) => {
        names.push(name);
        return '([^/]+)';
      })
      .replace(/[{}]/g, '');
    const match = new RegExp(`${pattern}$`).exec(url.pathname);
    const index = names.indexOf(scope.name);
    const value = match && index >= 0 ? match[index + 1] : undefined;
    return value ? [decodeURIComponent(value)] : [];
  }
  const pointer = scope.name.startsWith('/') ? scope.name : `/${scope.name}`;
  return pointerValues(sentPayload(op, request), pointer)
    .flat()
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .map(lastOfPath);
}

/** The org a tree path names (`GN-1000-GN-1023-GN-1042` gives GN-1042); an org number as is. */
export const lastOfPath = (value: string) => value.split(/-(?=[A-Za-z]{2}-\d)/).at(-1) ?? value;

/**
 * The org numbers an answer holds, where the operation's `x-org-scope.answer` points.
 *
 * @example
 * answerOrgs(listDevices, { Items: [{ OrgNumber: 'GN-1042' }] }); // ['GN-1042']
 */
export function answerOrgs(op: ContractOperation, body: unknown): string[] {
  const pointer = op.orgScope?.answer;
  if (!pointer || body === undefined) return [];
  return pointerValues(body, pointer).filter((v): v is string => typeof v === 'string' && v !== '');
}

/**
 * What the run knows of the org tree: each org's parent, learnt from the answers (org tree nodes
 * carry `number` and `parentNumber`, or their `path`).
 */
export class OrgTree {
  readonly parents = new Map<string, string | null>();

  constructor(entries: Iterable<[string, string | null]> = []) {
    for (const [org, parent] of entries) this.parents.set(org, parent);
  }

  /** Learns every org tree node in a JSON answer. */
  learn(body: unknown, depth = 0): void {
    if (depth > 12 || !body || typeof body !== 'object') return;
    if (Array.isArray(body)) {
      for (const item of body) this.learn(item, depth + 1);
      return;
    }
    const node = body as Record<string, unknown>;
    // An org record (`OrgNumber` + `ParentNumber`, as an added org answers) names its parent too.
    if (typeof node.OrgNumber === 'string' && typeof node.ParentNumber === 'string')
      this.parents.set(node.OrgNumber, node.ParentNumber);
    if (typeof node.number === 'string' && node.number) {
      if (typeof node.parentNumber === 'string' || node.parentNumber === null)
        this.parents.set(node.number, node.parentNumber);
      const path = Array.isArray(node.path)
        ? node.path.map((p) => (isObject(p) ? p.number : undefined))
        : [];
      const numbers = path.filter((n): n is string => typeof n === 'string');
      for (let i = 1; i < numbers.length; i++) {
        if (!this.parents.has(numbers[i] as string))
          this.parents.set(numbers[i] as string, numbers[i - 1] as string);
      }
      if (Array.isArray(node.children)) {
        for (const child of node.children) {
          if (
            isObject(child) &&
            typeof child.number === 'string' &&
            !this.parents.has(child.number)
          )
            this.parents.set(child.number, node.number);
        }
      }
    }
    for (const value of Object.values(node)) this.learn(value, depth + 1);
  }

  /** The org's ancestors, nearest first. */
  ancestors(org: string): string[] {
    const out: string[] = [];
    let parent = this.parents.get(org);
    while (parent && !out.includes(parent)) {
      out.push(parent);
      parent = this.parents.get(parent);
    }
    return out;
  }

  /**
   * True when `org` is `scope` or lies under it (by the tree, or by `GN-1042-7` numbering); under
   * the tree's root lies every org, those the tree no longer has (a deleted org's history) too.
   */
  within(org: string, scope: string): boolean {
    if (this.parents.get(scope) === null && !this.parents.has(org)) return true;
    return org === scope || org.startsWith(`${scope}-`) || this.ancestors(org).includes(scope);
  }
}
