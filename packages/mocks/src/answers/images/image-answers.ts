import { fillUploadMessage, sizeInMiB, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@guestnet/sdk';
import { getOperation } from '@guestnet/sdk/spec';
import type { MockContext } from '../../mock-route.js';
import type { MockState } from '../../mock-state.js';
import { treeKey } from '../../mock-state.js';
import { dboSingletonAnswer } from '../dbo-singleton.js';
import { json } from '../operation-failures.js';
import {
  blobDataUrl,
  dataUrl,
  HEAD_BYTES,
  type ImageHead,
  type ImageMime,
  readImageHead,
} from './image-bytes.js';
import { Md5 } from './md5.js';
import { type StoredImage, seedImages } from './seed-images.js';

export type { StoredImage } from './seed-images.js';

// How the asset manager's mocks keep images, assemble chunks and say what uses an image:
// docs/decisions/images-screen.md

/** The most bytes an image may have: 256 MB, size base 1000 (docs/product/constants.md, ImageAsset.Bytes). */
export const MAX_IMAGE_BYTES = 256_000_000;
/** Images up to this size keep their bytes in the record as a `data:` URL (kept across reloads). */
export const INLINE_URL_BYTES = 32_768;
/** Images up to this size have a preview (docs/product/constants.md: thumbnails of sources up to 10 MB). */
export const PREVIEW_BYTES = 10_000_000;

// A chunked upload in progress, by org and dzuuid: never stored, it only lives in this tab.
interface PendingUpload {
  name: string;
  /** The type the file says it has (its part's type, else its extension), when its bytes do not. */
  declared: ImageMime | undefined;
  total: number;
  count: number;
  chunkSize: number;
  next: number;
  received: number;
  md5: Md5;
  head?: Uint8Array;
  parts: Blob[];
  early: Map<number, Blob>;
}

const pendingByState = new WeakMap<MockState, Map<string, PendingUpload>>();
// The previews of the images above INLINE_URL_BYTES uploaded in this page, by their stored Url.
const previews = new Map<string, string>();

const keyOf = (context: MockContext, orgNumber: string) =>
  `images|${treeKey(context.scenario, context.seed)}|${orgNumber}`;

const REFUSED_TYPE = () => json(415, { Message: UPLOAD_MESSAGES.invalidFileType, Code: 415 });
const TOO_BIG = (bytes: number) =>
  json(413, {
    Message: fillUploadMessage(UPLOAD_MESSAGES.fileTooBig, {
      filesize: sizeInMiB(bytes),
      maxFilesize: UPLOAD_LIMITS.maxFilesizeMb,
    }),
    Code: 413,
  });
const bad = (problem: string) =>
  json(400, { Message: `The request is invalid: ${problem}`, Code: 400 });
const notFound = () => json(404, { Message: 'Not found.' });

/**
 * The asset manager's calls (`listImages`, `uploadImage`, `renameImage`, `deleteImage`) over one
 * collection per org: seeded images with real thumbnails, uploads whole or in chunks assembled
 * by `dzuuid` in order, a rename, and a delete refused while a portal uses the image.
 * `undefined` for other operations.
 */
export async function imageAnswer(
  operationId: string,
  context: MockContext,
  payload: unknown,
): Promise<Response | undefined> {
  if (!['listImages', 'uploadImage', 'renameImage', 'deleteImage'].includes(operationId)) {
    return undefined;
  }
  const orgNumber = context.params.orgNumber ?? '';
  const images = await imagesOf(context, orgNumber);
  const usedBy = await usesOf(context, orgNumber);
  const withUses = (image: StoredImage) => ({
    ...image,
    Url: liveUrl(image),
    UsedBy: usedBy.get(image.Id) ?? [],
  });
  if (operationId === 'listImages') {
    const newestFirst = [...images.values()].sort(
      (a, b) => b.UploadedAt.localeCompare(a.UploadedAt) || b.Id - a.Id,
    );
    return json(200, newestFirst.map(withUses));
  }
  if (operationId === 'uploadImage') {
    const stored = await upload(context, orgNumber, (payload ?? {}) as Record<string, unknown>);
    return stored instanceof Response ? stored : json(200, withUses(stored));
  }
  const image = images.get(String(context.params.imageId));
  if (!image) return notFound();
  const key = keyOf(context, orgNumber);
  if (operationId === 'renameImage') {
    const name = String((payload as { Name?: unknown } | undefined)?.Name ?? '').trim();
    if (!name) return bad('/Name must not be blank');
    const renamed = { ...image, Name: name };
    context.state.put(key, String(image.Id), renamed);
    return json(200, withUses(renamed));
  }
  const uses = usedBy.get(image.Id) ?? [];
  if (uses.length > 0) {
    return json(409, {
      Message: `${image.Name} cannot be deleted: it is used by ${uses.join(', ')}. Choose another image there first.`,
      Code: 409,
    });
  }
  context.state.remove(key, String(image.Id));
  return new Response(null, { status: 204 });
}

async function imagesOf(context: MockContext, orgNumber: string) {
  const portal = await portalSettings(context, orgNumber);
  return context.state.collection<StoredImage>(keyOf(context, orgNumber), () =>
    seedImages(orgNumber, {
      logoId: portal?.LogoImageId ?? undefined,
      backgroundId: portal?.BackgroundImageId ?? undefined,
    }).map((image) => [String(image.Id), image]),
  );
}

interface PortalIds {
  LogoImageId?: number | null;
  BackgroundImageId?: number | null;
}

/** The org's portal settings as GetPortalSettings answers them now, for a ServiceArea only. */
async function portalSettings(
  context: MockContext,
  orgNumber: string,
): Promise<PortalIds | undefined> {
  const org = context.state.orgTree(context.scenario, context.seed).byNumber.get(orgNumber);
  if (org?.type !== 'ServiceArea') return undefined;
  const answer = dboSingletonAnswer(getOperation('getPortalSettings'), context, {
    OrgNumber: orgNumber,
  });
  if (!answer?.ok) return undefined;
  const body = (await answer.json()) as PortalIds & { Error?: string };
  return body.Error ? undefined : body;
}

/** What uses each image: the org's portal, its logo and its background (docs/product/README.md: Portal). */
async function usesOf(context: MockContext, orgNumber: string): Promise<Map<number, string[]>> {
  const uses = new Map<number, string[]>();
  const portal = await portalSettings(context, orgNumber);
  if (!portal) return uses;
  const name = context.state.orgTree(context.scenario, context.seed).byNumber.get(orgNumber)?.name;
  const where = `Portal of ${name ?? orgNumber}`;
  const add = (id: number | null | undefined, role: string) => {
    if (typeof id !== 'number') return;
    uses.set(id, [...(uses.get(id) ?? []), `${where} (${role})`]);
  };
  add(portal.LogoImageId, 'logo');
  add(portal.BackgroundImageId, 'background');
  return uses;
}

/** A whole file, or one chunk; answers the stored image, an ack, or the refusal. */
async function upload(
  context: MockContext,
  orgNumber: string,
  form: Record<string, unknown>,
): Promise<StoredImage | Response> {
  const file = form.file;
  if (!(file instanceof Blob)) return bad('the field file must be a file');
  const name = (file instanceof File && file.name) || 'image';
  if (form.dzuuid === undefined) {
    if (file.size > MAX_IMAGE_BYTES) return TOO_BIG(file.size);
    const pending = startPending(name, file.type, file.size, 1, Math.max(1, file.size));
    const refused = await feed(pending, file);
    return refused ?? store(context, orgNumber, pending);
  }
  const number = (field: string) => {
    const value = Number(form[field]);
    return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  };
  const uuid = String(form.dzuuid);
  const index = number('dzchunkindex');
  const total = number('dztotalfilesize');
  const chunkSize = number('dzchunksize');
  const count = number('dztotalchunkcount');
  const offset = number('dzchunkbyteoffset');
  if (index === undefined || total === undefined || !chunkSize || !count || offset === undefined) {
    return bad(
      'a chunk needs dzchunkindex, dztotalfilesize, dzchunksize, dztotalchunkcount and dzchunkbyteoffset',
    );
  }
  if (total > MAX_IMAGE_BYTES) return TOO_BIG(total);
  const expectedLength = index === count - 1 ? total - offset : chunkSize;
  if (
    index >= count ||
    count !== Math.ceil(total / chunkSize) ||
    offset !== index * chunkSize ||
    file.size !== expectedLength
  ) {
    return bad(`chunk ${index} does not fit a file of ${total} bytes in ${count} chunks`);
  }
  let uploads = pendingByState.get(context.state);
  if (!uploads) {
    uploads = new Map();
    pendingByState.set(context.state, uploads);
  }
  const key = `${keyOf(context, orgNumber)}|${uuid}`;
  let pending = uploads.get(key);
  if (!pending) {
    pending = startPending(name, file.type, total, count, chunkSize);
    uploads.set(key, pending);
  } else if (
    pending.total !== total ||
    pending.count !== count ||
    pending.chunkSize !== chunkSize
  ) {
    return bad(`chunk ${index} does not match the earlier chunks of ${uuid}`);
  }
  // A chunk sent again (its answer was lost, the queue retried) is acknowledged once more.
  if (index >= pending.next && !pending.early.has(index)) pending.early.set(index, file);
  while (pending.early.has(pending.next)) {
    const part = pending.early.get(pending.next) as Blob;
    pending.early.delete(pending.next);
    const refused = await feed(pending, part);
    if (refused) {
      uploads.delete(key);
      return refused;
    }
  }
  if (pending.next < count) return json(200, { Complete: false, ChunkIndex: index });
  uploads.delete(key);
  return store(context, orgNumber, pending);
}

function startPending(name: string, type: string, total: number, count: number, chunkSize: number) {
  return {
    name,
    declared: declaredType(name, type),
    total,
    count,
    chunkSize,
    next: 0,
    received: 0,
    md5: new Md5(),
    parts: [],
    early: new Map(),
  } satisfies PendingUpload;
}

/** Adds the next part in order: its bytes go through the MD5, the first ones give the type. */
async function feed(pending: PendingUpload, part: Blob): Promise<Response | undefined> {
  const reader = part.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!pending.head || pending.head.length < HEAD_BYTES) {
      const head = new Uint8Array((pending.head?.length ?? 0) + value.length);
      head.set(pending.head ?? new Uint8Array(0));
      head.set(value, pending.head?.length ?? 0);
      pending.head = head.subarray(0, HEAD_BYTES);
    }
    pending.md5.update(value);
    pending.received += value.length;
  }
  if (pending.next === 0 && !headOf(pending)) return REFUSED_TYPE();
  pending.next++;
  // Only an image small enough to have a thumbnail (docs/product/constants.md: 10 MB) keeps its bytes.
  if (pending.total <= PREVIEW_BYTES) pending.parts.push(part);
  return undefined;
}

const EXTENSIONS: Record<string, ImageMime> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

function declaredType(name: string, type: string): ImageMime | undefined {
  const known = Object.values(EXTENSIONS);
  if ((known as string[]).includes(type)) return type as ImageMime;
  return EXTENSIONS[name.toLowerCase().split('.').pop() ?? ''];
}

/**
 * The type and size from the first bytes; when they are none of the four types (a proxy that
 * re-encodes binary parts as text), the declared type without a size. Neither: refused.
 */
function headOf(pending: PendingUpload): ImageHead | undefined {
  const head = readImageHead(pending.head ?? new Uint8Array(0));
  if (head) return head;
  return pending.declared ? { mime: pending.declared, width: null, height: null } : undefined;
}

async function store(
  context: MockContext,
  orgNumber: string,
  pending: PendingUpload,
): Promise<StoredImage | Response> {
  if (pending.received !== pending.total) {
    return bad(`received ${pending.received} bytes of ${pending.total}`);
  }
  const head = headOf(pending);
  if (!head) return REFUSED_TYPE();
  const key = keyOf(context, orgNumber);
  const id = context.state.nextId(key, 100);
  let url = `/assets/${encodeURIComponent(orgNumber)}/${id}/${encodeURIComponent(pending.name)}`;
  if (pending.parts.length > 0) {
    const bytes = await blobDataUrl(head.mime, new Blob(pending.parts));
    // A small image is kept whole in its record (and so across reloads); a larger one only in
    // this page's memory, so the demo's sessionStorage never fills with image bytes.
    if (pending.total <= INLINE_URL_BYTES) url = bytes;
    else previews.set(url, bytes);
  }
  const image: StoredImage = {
    Id: id,
    Name: pending.name,
    Mime: head.mime,
    Bytes: pending.total,
    Width: head.width,
    Height: head.height,
    Md5: pending.md5.hex(),
    Url: url,
    UploadedAt: (context.now?.() ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  };
  context.state.put(key, String(id), image);
  return image;
}

const LOST_PREVIEW = dataUrl(
  'image/svg+xml',
  new TextEncoder().encode(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120"><rect width="120" height="120" fill="#eee"/><text x="60" y="56" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#555">Preview not kept</text><text x="60" y="72" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#555">after a reload</text></svg>',
  ),
);

/**
 * The URL an image is shown with: its own `data:` URL, the preview this page kept, or, when the
 * page was reloaded since the upload, a placeholder that says so. Above 10 MB: the stored path
 * (the console shows no thumbnail for those).
 */
function liveUrl(image: StoredImage): string {
  if (image.Url.startsWith('data:') || image.Bytes > PREVIEW_BYTES) return image.Url;
  return previews.get(image.Url) ?? LOST_PREVIEW;
}
