import {
  Button,
  ButtonGroup,
  Content,
  Dialog,
  DialogContainer,
  Divider,
  Heading,
  Text,
  TextField,
} from '@adobe/react-spectrum';
import type { ImageAsset } from '@guestnet/sdk';
import { type FormEvent, useState } from 'react';
import { formatSize, hasThumbnail, typeLabel } from './images-format';

/** A dialog for one image, or none: which one the screen shows. */
export type ImageDialog =
  | { kind: 'preview'; image: ImageAsset }
  | { kind: 'rename'; image: ImageAsset }
  | { kind: 'delete'; image: ImageAsset };

/** The image's dimensions, or `Vector` for an SVG (no width or height). */
export function dimensions(image: Pick<ImageAsset, 'Width' | 'Height'>): string {
  return image.Width && image.Height ? `${image.Width} × ${image.Height}` : 'Vector';
}

/** The larger preview: the image at up to 640×480, with its details. */
function PreviewDialog({ image, onClose }: { image: ImageAsset; onClose: () => void }) {
  return (
    <Dialog size="L">
      <Heading>{image.Name}</Heading>
      <Divider />
      <Content>
        <div className="gn-image-preview">
          {hasThumbnail(image.Bytes) ? (
            <img src={image.Url} alt={image.Name} />
          ) : (
            <Text>No preview: the image is larger than 10 MB.</Text>
          )}
        </div>
        <p className="gn-image-preview-meta">
          {typeLabel(image.Mime)} · {formatSize(image.Bytes)} · {dimensions(image)}
          {image.UsedBy.length > 0 && ` · Used by ${image.UsedBy.join(', ')}`}
        </p>
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={onClose} autoFocus>
          Close
        </Button>
      </ButtonGroup>
    </Dialog>
  );
}

/** Rename: the name, not blank, at most 255 characters (ImageRename). */
function RenameDialog({
  image,
  onRename,
  onClose,
}: {
  image: ImageAsset;
  onRename: (name: string) => Promise<void>;
  onClose: () => void;
}) {
  const [name, setName] = useState(image.Name);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Enter a name.');
      return;
    }
    setSaving(true);
    try {
      await onRename(trimmed);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setSaving(false);
    }
  };
  return (
    <Dialog size="S">
      <Heading>Rename image</Heading>
      <Divider />
      <Content>
        <form onSubmit={(event) => void submit(event)}>
          <TextField
            label="Name"
            value={name}
            onChange={(value) => {
              setName(value);
              setError(undefined);
            }}
            maxLength={255}
            isRequired
            width="100%"
            autoFocus
            validationState={error ? 'invalid' : undefined}
            errorMessage={error}
          />
        </form>
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
        <Button variant="accent" onPress={() => void submit()} isPending={saving}>
          Rename
        </Button>
      </ButtonGroup>
    </Dialog>
  );
}

/** Delete: asks first; an image in use says where, and deleting it is refused by the server. */
function DeleteDialog({
  image,
  onDelete,
  onClose,
}: {
  image: ImageAsset;
  onDelete: () => Promise<void>;
  onClose: () => void;
}) {
  const [deleting, setDeleting] = useState(false);
  return (
    <Dialog maxWidth="290px" role="alertdialog">
      <Heading>Confirmation</Heading>
      <Divider />
      <Content>
        <Text>Delete {image.Name}? This cannot be undone.</Text>
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={onClose}>
          Cancel
        </Button>
        <Button
          variant="negative"
          autoFocus
          isPending={deleting}
          onPress={() => {
            setDeleting(true);
            void onDelete().finally(() => setDeleting(false));
          }}
        >
          Delete
        </Button>
      </ButtonGroup>
    </Dialog>
  );
}

/** Whichever dialog is open, in one DialogContainer (Escape closes it). */
export function ImageDialogs({
  dialog,
  onClose,
  onRename,
  onDelete,
}: {
  dialog: ImageDialog | undefined;
  onClose: () => void;
  onRename: (image: ImageAsset, name: string) => Promise<void>;
  onDelete: (image: ImageAsset) => Promise<void>;
}) {
  return (
    <DialogContainer onDismiss={onClose} type="modal">
      {dialog?.kind === 'preview' && <PreviewDialog image={dialog.image} onClose={onClose} />}
      {dialog?.kind === 'rename' && (
        <RenameDialog
          image={dialog.image}
          onClose={onClose}
          onRename={(name) => onRename(dialog.image, name)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteDialog
          image={dialog.image}
          onClose={onClose}
          onDelete={() => onDelete(dialog.image)}
        />
      )}
    </DialogContainer>
  );
}
