import { fillUploadMessage, sizeInMiB, UPLOAD_MESSAGES } from './upload-messages.js';

/** What a file is checked against when it is added. */
export interface FileRules {
  accept?: readonly string[];
  maxFiles?: number;
  maxFilesizeMb: number;
}

/**
 * Why a file is refused when added, or `undefined` when it is accepted: its type against
 * `accept` (MIME types, `type/*` wildcards or extensions), its size against the maximum (MiB, as
 * Dropzone measures it), then the number of files already accepted against `maxFiles`.
 *
 * @example
 * fileRefusal(new File(['x'], 'notes.txt', { type: 'text/plain' }), 'notes.txt', 0, {
 *   accept: ['image/*'],
 *   maxFilesizeMb: 256,
 * }); // "You can't upload files of this type."
 */
export function fileRefusal(
  file: Blob,
  name: string,
  alreadyAccepted: number,
  rules: FileRules,
): string | undefined {
  if (rules.accept?.length && !accepts(rules.accept, file.type, name)) {
    return UPLOAD_MESSAGES.invalidFileType;
  }
  if (file.size > rules.maxFilesizeMb * 1024 * 1024) {
    return fillUploadMessage(UPLOAD_MESSAGES.fileTooBig, {
      filesize: sizeInMiB(file.size),
      maxFilesize: rules.maxFilesizeMb,
    });
  }
  if (rules.maxFiles !== undefined && alreadyAccepted >= rules.maxFiles) {
    return UPLOAD_MESSAGES.maxFilesExceeded;
  }
  return undefined;
}

function accepts(accept: readonly string[], mime: string, name: string): boolean {
  const type = mime.toLowerCase();
  const lowerName = name.toLowerCase();
  return accept.some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (rule.startsWith('.')) return lowerName.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}
