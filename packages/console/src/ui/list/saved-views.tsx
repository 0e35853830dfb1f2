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
} from '@adobe/react-spectrum';
import { useGuestnetClients, useGuestnetQuery } from '@guestnet/sdk/react';
import { useNavigate, useRouter, useRouterState, useSearch } from '@tanstack/react-router';
import { type Key, useMemo, useState } from 'react';
import { signedInAccountQuery } from '../../lib/api/account-query';
import { browserStorage } from '../../lib/platform/browser-storage';
import { copyLink } from '../copy-link';
import { notify } from '../snackbar';
import { NameDialog } from './saved-view-name-dialog';
import {
  MAX_VIEWS,
  readViews,
  type SavedView,
  sameName,
  viewParams,
  writeViews,
} from './saved-views-storage';
import './saved-views.css';

type Asking = { kind: 'save' } | { kind: 'rename'; index: number } | { kind: 'manage' } | null;

// Names are unique within a screen, whatever their case: saving onto a name replaces that view
// once the user confirms it, renaming onto another view's name is refused.

/** What the Save dialog says when the screen has all the views it keeps. */
export const VIEWS_FULL = `This list has ${MAX_VIEWS} saved views, the most it keeps. Delete one in Manage views… to save another, or save onto an existing name to replace it.`;

/** What the Save dialog says of a name a view has: pressing `Replace` confirms. */
export const replaceAsk = (name: string) =>
  `A view named “${name}” exists. Replace replaces it with this list's state.`;

/** What the Rename dialog says of a name another view has. */
export const nameTaken = (name: string) => `Another view is named “${name}”. Choose another name.`;

/**
 * `Save view` and the `Views` menu of a list (beside its Filter box): a view names the list's
 * state in the address (filter, sort, page size, the list's own filters), is kept per user and
 * per screen in this browser, and applies to whichever org is selected. The menu applies a view;
 * `Manage views…` renames, deletes, and copies a view's link.
 */
export function SavedViews() {
  const account = useGuestnetQuery(signedInAccountQuery(useGuestnetClients().adminApi));
  const user = account.data?.Username ?? '';
  const screen = useRouterState({ select: (state) => state.location.pathname });
  // Any screen's parameters, whatever its schema: a view keeps them as they are.
  const search: Readonly<Record<string, unknown>> = useSearch({ strict: false });
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
    void navigate({ to: '.', search: view.params, replace: false });
  const linkOf = (view: SavedView) => {
    const location = router.buildLocation({ to: screen, search: view.params });
    return new URL(router.history.createHref(location.href), window.location.origin).href;
  };

  const onMenu = (key: Key) => {
    if (key === 'manage') return setAsking({ kind: 'manage' });
    // Names are unique (read and saved so), so a name finds its one view.
    const view = views.find((v) => `view:${v.name}` === key);
    if (view) apply(view);
  };
  const named = (name: string, except?: number) =>
    views.findIndex((v, i) => i !== except && sameName(v.name, name));

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
                <Text UNSAFE_className="gn-view-name">{view.name}</Text>
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
            description="The filter, sort, page size and the list's filters, for any org."
            check={(name) => {
              if (named(name) >= 0) return { confirm: replaceAsk(name) };
              return views.length >= MAX_VIEWS ? { refuse: VIEWS_FULL } : {};
            }}
            onCancel={() => setAsking(null)}
            onSave={(name) => {
              setAsking(null);
              const view = { name, params: viewParams(search) };
              save([...views.filter((v) => !sameName(v.name, name)), view]);
              notify(`Saved the view ${name}`, 'success');
            }}
          />
        )}
        {asking?.kind === 'rename' && (
          <NameDialog
            title="Rename view"
            initial={views[asking.index]?.name ?? ''}
            check={(name) => (named(name, asking.index) >= 0 ? { refuse: nameTaken(name) } : {})}
            onCancel={() => setAsking({ kind: 'manage' })}
            onSave={(name) => {
              save(views.map((v, i) => (i === asking.index ? { ...v, name } : v)));
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
                        <Text flexGrow={1} UNSAFE_className="gn-view-name">
                          {view.name}
                        </Text>
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
