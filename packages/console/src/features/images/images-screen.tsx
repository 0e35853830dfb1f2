// docs/decisions/images-screen.md
import {
  ActionMenu,
  Button,
  Content,
  FileTrigger,
  Flex,
  Heading,
  InlineAlert,
  Item,
  ProgressCircle,
  Text,
} from '@adobe/react-spectrum';
import {
  createUploadQueue,
  deleteImageMutation,
  type ImageAsset,
  imagesQuery,
  type QueuedUpload,
  renameImageMutation,
  type UploadImageResult,
  uploadImage,
} from '@guestnet/sdk';
import { useGuestnetClients } from '@guestnet/sdk/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useSelectedOrg } from '../../hooks/org-session';
import { notify } from '../../ui/snackbar';
import { dimensions, type ImageDialog, ImageDialogs } from './image-dialogs';
import { ACCEPTED_TYPES, formatSize, hasThumbnail, typeLabel } from './images-format';
import { UploadList } from './upload-list';
import './images.css';

/**
 * Setup > Images: the org's asset manager. A grid of 120×120 thumbnails with name,
 * type, size and dimensions; uploads by button or by dropping several files, through the SDK's
 * upload queue (chunked, 2 at once, docs/product/states.md, docs/product/constants.md) with each file's state; rename, delete
 * (refused while a portal uses the image, the server names where) and a larger preview.
 */
export default function ImagesScreen() {
  const org = useSelectedOrg();
  const orgNumber = org.number ?? '';
  // One queue per org: switching org starts an empty upload list.
  return <Images key={orgNumber} orgNumber={orgNumber} />;
}

function Images({ orgNumber }: { orgNumber: string }) {
  const { adminApi } = useGuestnetClients();
  const queryClient = useQueryClient();
  const list = imagesQuery(adminApi, orgNumber);
  const images = useQuery({ ...list, enabled: orgNumber !== '' });
  const [files, setFiles] = useState<readonly QueuedUpload<UploadImageResult>[]>([]);
  const [cleared, setCleared] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<ImageDialog>();
  const [dragging, setDragging] = useState(false);
  const [queue] = useState(() =>
    createUploadQueue<UploadImageResult>({
      send: ({ file, fileName, chunk, signal }) =>
        uploadImage(adminApi, { orgNumber, file, fileName, signal, ...(chunk ? { chunk } : {}) }),
      accept: ACCEPTED_TYPES,
      onChange: (next) => {
        setFiles(next);
      },
    }),
  );
  const succeeded = files.filter((file) => file.status === 'success').length;
  const listKey = useRef(list.queryKey);
  useEffect(() => {
    // Each finished upload shows in the grid: the list is read again (once per upload).
    if (succeeded > 0) void queryClient.invalidateQueries({ queryKey: listKey.current });
  }, [succeeded, queryClient]);

  const add = (picked: Iterable<File> | null) => {
    const all = [...(picked ?? [])];
    if (all.length > 0) queue.add(all);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: list.queryKey });
  const rename = async (image: ImageAsset, name: string) => {
    await renameImageMutation(adminApi).mutationFn({ orgNumber, imageId: image.Id, name });
    await refresh();
    setDialog(undefined);
    notify(`Renamed to ${name}.`, 'success');
  };
  const remove = async (image: ImageAsset) => {
    try {
      await deleteImageMutation(adminApi).mutationFn({ orgNumber, imageId: image.Id });
      await refresh();
      notify(`${image.Name} was deleted.`, 'success');
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure));
    }
    setDialog(undefined);
  };

  return (
    <div className="gn-images">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer extra; the Upload button does the same from the keyboard. */}
      <div
        className="gn-dropzone"
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Text>Drop PNG, JPEG, SVG or WebP images here (up to 256 MB each), or</Text>
        <FileTrigger
          allowsMultiple
          acceptedFileTypes={[...ACCEPTED_TYPES]}
          onSelect={(picked) => add(picked ? [...picked] : null)}
        >
          <Button variant="accent">Upload images</Button>
        </FileTrigger>
      </div>
      <UploadList
        files={files.filter((file) => !cleared.has(file.id))}
        onCancel={(id) => queue.cancel(id)}
        onClear={() =>
          setCleared(
            new Set(
              files
                .filter((file) => !['added', 'queued', 'uploading'].includes(file.status))
                .map((file) => file.id),
            ),
          )
        }
      />
      <ImageGrid
        images={images.data}
        pending={images.isPending && orgNumber !== ''}
        error={images.error}
        onRetry={() => void images.refetch()}
        onAction={(kind, image) => setDialog({ kind, image })}
      />
      <ImageDialogs
        dialog={dialog}
        onClose={() => setDialog(undefined)}
        onRename={rename}
        onDelete={remove}
      />
    </div>
  );
}

function ImageGrid({
  images,
  pending,
  error,
  onRetry,
  onAction,
}: {
  images: readonly ImageAsset[] | null | undefined;
  pending: boolean;
  error: Error | null;
  onRetry: () => void;
  onAction: (kind: ImageDialog['kind'], image: ImageAsset) => void;
}) {
  if (pending) {
    return (
      <Flex justifyContent="center" marginY="size-400">
        <ProgressCircle aria-label="Loading images" isIndeterminate size="L" />
      </Flex>
    );
  }
  if (error) {
    return (
      <InlineAlert variant="negative">
        <Heading>Unable to load images</Heading>
        <Content>
          <Flex direction="column" gap="size-150" alignItems="start">
            <Text>{error.message}</Text>
            <Button variant="secondary" onPress={onRetry}>
              Retry
            </Button>
          </Flex>
        </Content>
      </InlineAlert>
    );
  }
  if (!images?.length) return <p className="gn-images-empty">No images yet.</p>;
  return (
    <ul className="gn-image-grid" aria-label="Images">
      {images.map((image) => (
        <li key={image.Id} className="gn-image-tile" aria-label={image.Name}>
          <button
            type="button"
            className="gn-image-thumb"
            aria-label={`Preview ${image.Name}`}
            onClick={() => onAction('preview', image)}
          >
            {hasThumbnail(image.Bytes) ? (
              <img src={image.Url} alt="" width={120} height={120} />
            ) : (
              <span>No preview</span>
            )}
          </button>
          <div className="gn-image-caption">
            <span className="gn-image-name" title={image.Name}>
              {image.Name}
            </span>
            <ActionMenu
              isQuiet
              aria-label={`Actions for ${image.Name}`}
              onAction={(key) => onAction(key as ImageDialog['kind'], image)}
            >
              <Item key="preview">Preview</Item>
              <Item key="rename">Rename…</Item>
              <Item key="delete">Delete…</Item>
            </ActionMenu>
          </div>
          <span className="gn-image-meta">
            {typeLabel(image.Mime)} · {formatSize(image.Bytes)} · {dimensions(image)}
          </span>
          {image.UsedBy.length > 0 && (
            <span className="gn-image-used">Used by {image.UsedBy.join(', ')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
