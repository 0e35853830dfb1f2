export { type FileRules, fileRefusal } from './file-refusal.js';
export {
  fillUploadMessage,
  sizeInMiB,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
} from './upload-messages.js';
export {
  createUploadQueue,
  type QueuedUpload,
  type SendUpload,
  type UploadQueue,
  type UploadQueueOptions,
  type UploadStatus,
} from './upload-queue.js';
