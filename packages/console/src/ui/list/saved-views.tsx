// docs/decisions/saved-views.md
import {
  ActionButton,
  Button,
  ButtonGroup,
  Content,
  Dialog,
  DialogContainer,
  Flex,
  Heading,
  Item,
  Menu,
  MenuTrigger,
  Section,
  Text,
  TextField,
} from '@adobe/react-spectrum';
import { useAccount, useGuestnetClients } from '@guestnet/sdk/react';
import { useNavigate, useRouter, useRouterState, useSearch } from '@tanstack/react-router';
import { type Key, useMemo, useState } from 'react';
import { browserStorage } from '../../lib/platform/browser-storage';
import { copyLink } from '../copy-link';
import { notify } from '../snackbar';
import {
  MAX_VIEW_NAME,
  readViews,
  type SavedView,
  viewParams,
  writeViews,
} from './saved-views-storage';

type Asking = { kind: 'save' } | { kind: 'rename'; index: number } | { kind: 'manage' } | null;

// Names are unique within a screen (saving or renaming onto a name replaces that view), so a
// view's name is its key.

/**
 * `Save view` and the `Views` menu of a list (beside its Filter box): a view names the list's
 * state in the address (filter, sort, page size, the list's own filters), is kept per user and
 * per screen in this browser, and applies to whichever org is selected. The menu applies a view;
 * `Manage views…` renames, deletes, and copies a view's link.
 */
export function SavedViews() {
  const account = useAccount(useGuestnetClients().adminApi);
  const user = account.data?.Username ?? '';
  const screen = useRouterState({ select: (state) => state.location.pathname });
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const router = useRouter();
  const [version, setVersion] = useState(0);
  // Read and parsed again only when the user, the screen or a save changes them, not on each
  // render of the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version counts this screen's saves
  const views = useMemo(
    () => (user ? readViews(browserStorage(), user, screen) : []),
    [user, screen, version],
  );
  const [asking, setAsking] = useState<Asking>(null);

  const save = (next: SavedView[]) => {
    writeViews(browserStorage(), user, screen, next);
    setVersion((v) => v + 1);
  };
  const apply = (view: SavedView) =>
    void navigate({ to: '.', search: view.params as never, replace: false });
  const linkOf = (view: SavedView) => {
    const location = router.buildLocation({ to: screen, search: view.params as never });
    return new URL(router.history.createHref(location.href), window.location.origin).href;
  };

  const onMenu = (key: Key) => {
    if (key === 'manage') return setAsking({ kind: 'manage' });
    const view = views.find((v) => `view:${v.name}` === key);
    if (view) apply(view);
  };

  return (
    <Flex gap="size-100" alignItems="end">
      <ActionButton isDisabled={!user} onPress={() => setAsking({ kind: 'save' })}>
        Save view
      </ActionButton>
      <MenuTrigger>
        <ActionButton isDisabled={views.length === 0}>Views</ActionButton>
        <Menu onAction={onMenu}>
          <Section title="Saved views">
            {views.map((view) => (
              <Item key={`view:${view.name}`} textValue={view.name}>
                {view.name}
              </Item>
            ))}
          </Section>
          <Section>
            <Item key="manage">Manage views…</Item>
          </Section>
        </Menu>
      </MenuTrigger>
      <DialogContainer onDismiss={() => setAsking(null)}>
        {asking?.kind === 'save' && (
          <NameDialog
            title="Save view"
            initial=""
            description="The filter, sort, page size and the list's filters, for any org. A view of the same name is replaced."
            onCancel={() => setAsking(null)}
            onSave={(name) => {
              setAsking(null);
              const view = { name, params: viewParams(search) };
              save([...views.filter((v) => v.name !== name), view]);
              notify(`Saved the view ${name}`, 'success');
            }}
          />
        )}
        {asking?.kind === 'rename' && (
          <NameDialog
            title="Rename view"
            initial={views[asking.index]?.name ?? ''}
            onCancel={() => setAsking({ kind: 'manage' })}
            onSave={(name) => {
              const renamed = views.map((v, i) => (i === asking.index ? { ...v, name } : v));
              save(renamed.filter((v, i) => i === asking.index || v.name !== name));
              setAsking({ kind: 'manage' });
            }}
          />
        )}
        {asking?.kind === 'manage' && (
          <Dialog size="M">
            <Heading>Saved views</Heading>
            <Content>
              {views.length === 0 ? (
                <Text>No saved views for this list.</Text>
              ) : (
                <ul aria-label="Saved views" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {views.map((view, index) => (
                    <li key={view.name}>
                      <Flex alignItems="center" gap="size-100" wrap>
                        <Text flexGrow={1}>{view.name}</Text>
                        <ActionButton
                          isQuiet
                          aria-label={`Rename ${view.name}`}
                          onPress={() => setAsking({ kind: 'rename', index })}
                        >
                          Rename
                        </ActionButton>
                        <ActionButton
                          isQuiet
                          aria-label={`Copy the link to ${view.name}`}
                          onPress={() => void copyLink(linkOf(view), { confirm: true })}
                        >
                          Copy link
                        </ActionButton>
                        <ActionButton
                          isQuiet
                          aria-label={`Delete ${view.name}`}
                          onPress={() => save(views.filter((_, i) => i !== index))}
                        >
                          Delete
                        </ActionButton>
                      </Flex>
                    </li>
                  ))}
                </ul>
              )}
            </Content>
            <ButtonGroup>
              <Button variant="secondary" onPress={() => setAsking(null)}>
                Close
              </Button>
            </ButtonGroup>
          </Dialog>
        )}
      </DialogContainer>
    </Flex>
  );
}

/** The name of a view, asked for when saving or renaming one. */
function NameDialog({
  title,
  initial,
  description,
  onCancel,
  onSave,
}: {
  title: string;
  initial: string;
  description?: string;
  onCancel: () => void;
  onSave: (name: string) => void;
}) {
  const [name, setName] = useState(initial);
  const [tried, setTried] = useState(false);
  const trimmed = name.trim();
  const submit = () => {
    setTried(true);
    if (trimmed) onSave(trimmed);
  };
  return (
    <Dialog size="S">
      <Heading>{title}</Heading>
      <Content>
        <form
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
            description={description}
            validationState={tried && !trimmed ? 'invalid' : undefined}
            errorMessage="Required"
            validationBehavior="aria"
          />
        </form>
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button variant="accent" onPress={submit}>
          Save
        </Button>
      </ButtonGroup>
    </Dialog>
  );
}
