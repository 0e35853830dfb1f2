/**
 * The upload messages of docs/product/errors.md, with their `{{placeholders}}` as the spec writes them
 * (Dropzone's dictionary, which the legacy asset manager used).
 */
export const UPLOAD_MESSAGES = {
  fileTooBig: 'File is too big ({{filesize}}MiB). Max filesize: {{maxFilesize}}MiB.',
  invalidFileType: "You can't upload files of this type.",
  maxFilesExceeded: 'You can not upload any more files.',
  responseError: 'Server responded with {{statusCode}} code.',
  uploadCanceled: 'Upload canceled.',
  invalidJson: 'Invalid JSON response from server.',
  timeout: 'Request timedout after {{seconds}} seconds',
} as const;

/**
 * The upload limits of docs/product/constants.md: 256 MB per file (size base 1000), 2 files at once, chunks of
 * 2,097,152 bytes, 3 retries of a failed chunk, 120×120 thumbnails from sources up to 10 MB.
 */
export const UPLOAD_LIMITS = {
  maxFilesizeMb: 256,
  parallelUploads: 2,
  chunkSize: 2_097_152,
  chunkRetryLimit: 3,
  thumbnailWidth: 120,
  thumbnailHeight: 120,
  maxThumbnailFilesizeMb: 10,
  filesizeBase: 1000,
} as const;

/**
 * Fills a message's `{{name}}` placeholders.
 *
 * @example
 * fillUploadMessage(UPLOAD_MESSAGES.responseError, { statusCode: 500 });
 * // 'Server responded with 500 code.'
 */
export function fillUploadMessage(
  message: string,
  values: Record<string, string | number>,
): string {
  return message.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A file's size in MiB with two decimals, as the too-big message shows it (Dropzone's rounding). */
export function sizeInMiB(bytes: number): number {
  return Math.round(bytes / 1024 / 10.24) / 100;
}
