import { ActionButton, ProgressBar } from '@adobe/react-spectrum';
import type { QueuedUpload } from '@guestnet/sdk';
import { formatSize, STATUS_LABELS } from './images-format';

const CANCELABLE = new Set(['added', 'queued', 'uploading']);

/**
 * The files given to the upload queue, each with its state (docs/product/states.md "Uploads"), a progress
 * bar while it uploads, its message when refused, failed or canceled, and Cancel while it can be.
 */
export function UploadList<T>({
  files,
  onCancel,
  onClear,
}: {
  files: readonly QueuedUpload<T>[];
  onCancel: (id: string) => void;
  onClear: () => void;
}) {
  if (files.length === 0) return null;
  const finished = files.some((file) => !CANCELABLE.has(file.status));
  return (
    <section className="gn-uploads" aria-labelledby="gn-uploads-title">
      <div className="gn-uploads-head">
        <h2 id="gn-uploads-title">Uploads</h2>
        {finished && (
          <ActionButton isQuiet onPress={onClear}>
            Clear finished
          </ActionButton>
        )}
      </div>
      <ul className="gn-uploads-list">
        {files.map((file) => (
          <li key={file.id} className="gn-upload" data-status={file.status}>
            <span className="gn-upload-name">{file.name}</span>
            <span className="gn-upload-size">{formatSize(file.file.size)}</span>
            <span className="gn-upload-status">{STATUS_LABELS[file.status]}</span>
            <span className="gn-upload-detail">
              {file.status === 'uploading' || file.status === 'queued' ? (
                <ProgressBar
                  label={`${file.name} progress`}
                  labelPosition="side"
                  value={file.file.size ? (100 * file.bytesSent) / file.file.size : 0}
                  width="100%"
                  UNSAFE_className="gn-upload-progress"
                />
              ) : file.error ? (
                <span className="gn-upload-message">{file.error}</span>
              ) : null}
            </span>
            <span className="gn-upload-action">
              {CANCELABLE.has(file.status) && (
                <ActionButton aria-label={`Cancel ${file.name}`} onPress={() => onCancel(file.id)}>
                  Cancel
                </ActionButton>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
