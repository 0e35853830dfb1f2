// docs/decisions/saved-views.md
import { Button, ButtonGroup, Content, Dialog, Heading, TextField } from '@adobe/react-spectrum';
import { useState } from 'react';
import { MAX_VIEW_NAME } from './saved-views-storage';

/** What a name dialog's check says of a name: nothing, a question `Replace` answers, or a refusal. */
export type NameCheck = { confirm?: string; refuse?: string };

/**
 * The name of a view, asked for when saving or renaming one. `check` may refuse a name (the
 * message shows on the field) or ask to confirm it: the message shows and `Save` reads `Replace`.
 */
export function NameDialog({
  title,
  initial,
  description,
  check,
  onCancel,
  onSave,
}: {
  title: string;
  initial: string;
  description?: string;
  check: (name: string) => NameCheck;
  onCancel: () => void;
  onSave: (name: string) => void;
}) {
  const [name, setName] = useState(initial);
  const [tried, setTried] = useState(false);
  const trimmed = name.trim();
  const unchanged = trimmed === initial;
  const { confirm, refuse } = trimmed && !unchanged ? check(trimmed) : {};
  // The question is asked once Save is pressed on that name; pressing again confirms.
  const [asked, setAsked] = useState('');
  const submit = () => {
    setTried(true);
    if (!trimmed || refuse) return;
    if (confirm && asked !== trimmed) return setAsked(trimmed);
    onSave(trimmed);
  };
  const error = !trimmed ? 'Required' : refuse;
  const question = confirm && asked === trimmed ? confirm : undefined;
  return (
    <Dialog size="S">
      <Heading>{title}</Heading>
      <Content>
        <form
          // The field's messages quote the name, up to 80 characters without a space: they wrap.
          className="gn-view-name-field"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            label="Name"
            isRequired
            autoFocus
            width="100%"
            maxLength={MAX_VIEW_NAME}
            value={name}
            onChange={setName}
            description={question ?? description}
            validationState={tried && error ? 'invalid' : undefined}
            errorMessage={error}
            validationBehavior="aria"
          />
        </form>
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button variant="accent" onPress={submit}>
          {question ? 'Replace' : 'Save'}
        </Button>
      </ButtonGroup>
    </Dialog>
  );
}
