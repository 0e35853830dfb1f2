// docs/decisions/go-to-palette.md

import { type ReactNode, useEffect } from 'react';
import {
  Autocomplete,
  Collection,
  Dialog,
  Header,
  Heading,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Modal,
  ModalOverlay,
  Text,
  TextField,
} from 'react-aria-components';
import './go-to-palette.css';
import { DisplayPath } from '../../ui/isolated-text';
import type { GoToEntry } from './go-to-entries';
import { type GoToSection, useGoTo } from './use-go-to';

/**
 * What an option reads: its name, and what tells it apart (an org's path, a screen's tab);
 * `shown` when the name on screen sets an org's name inside other text, isolated in `<bdi>`.
 */
function entryText(entry: GoToEntry): { label: string; shown?: ReactNode; detail: string } {
  switch (entry.kind) {
    case 'org':
      return { label: entry.node.name, detail: entry.node.displayPath || entry.node.number || '' };
    case 'screen':
      return { label: entry.place.title, detail: entry.place.category };
    case 'action':
      return { label: entry.label, detail: entry.detail };
    case 'combined':
      // Org names repeat (`Lobby` under many sites): the path tells them apart.
      return {
        label: `${entry.node.name} > ${entry.place.title}`,
        shown: (
          <>
            <bdi>{entry.node.name}</bdi> &gt; {entry.place.title}
          </>
        ),
        detail: entry.node.displayPath || entry.place.category,
      };
  }
}

/** The `Go to` dialog's props: whether it is open, and what it does with the address. */
export interface GoToPaletteProps {
  onClose: () => void;
  /** The address on display. */
  pathname: string;
  /** Opens a console path. */
  navigate: (path: string) => void;
}

/**
 * The Go to… palette: one text box over grouped options (orgs by the header search's rules,
 * the screens and actions the org is granted, `org > screen`, and with an empty box the recent
 * orgs and screens), in react-aria's Autocomplete over a ListBox: the ARIA combobox and listbox
 * pattern with named groups, the focus kept in the box while Up/Down move through the options.
 * Choosing an option closes the dialog, and the focus goes back where it was.
 */
export default function GoToPalette({ onClose, pathname, navigate }: GoToPaletteProps) {
  const goTo = useGoTo({ pathname, navigate });
  const sections = goTo.sections.filter((section) => section.entries.length > 0);
  const byKey = new Map(sections.flatMap((s) => s.entries.map((e) => [e.key, e] as const)));
  const typed = goTo.text.trim();
  // What was typed is quoted as it was typed, isolated from the sentence around it.
  const status = goTo.searching ? (
    goTo.searching
  ) : sections.length === 0 ? (
    typed ? (
      <>
        Nothing matches “<bdi>{typed}</bdi>”{goTo.shortForOrgs ? '; orgs need 3 characters' : ''}
      </>
    ) : (
      'Type an org, a screen or an action; “org > screen” opens both'
    )
  ) : undefined;
  // Enter pressed while the orgs were searched chooses the first option once they come.
  const { pendingChoice, releaseEnter, choose } = goTo;
  useEffect(() => {
    if (pendingChoice === undefined) return;
    releaseEnter();
    if (!pendingChoice) return;
    onClose();
    choose(pendingChoice);
  }, [pendingChoice, releaseEnter, choose, onClose]);
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
      className="gn-goto-overlay"
    >
      <Modal className="gn-goto-modal">
        <Dialog className="gn-goto-dialog">
          <Heading slot="title" className="gn-goto-heading">
            Go to
          </Heading>
          <Autocomplete inputValue={goTo.text} onInputChange={goTo.setText}>
            <TextField aria-label="Go to" autoFocus className="gn-goto-field">
              {/* The ARIA combobox pattern: react-aria's Autocomplete gives the box its list
                  (aria-controls, aria-activedescendant) but names no role. */}
              <Input
                maxLength={goTo.maxLength}
                onKeyDownCapture={(event) => {
                  // Before the Autocomplete sees it: no option in focus is chosen for a text
                  // whose orgs are still on their way.
                  if (event.key === 'Enter' && goTo.holdEnter()) {
                    event.preventDefault();
                    event.stopPropagation();
                  }
                }}
                role="combobox"
                aria-expanded={sections.length > 0}
                className="gn-goto-input"
                placeholder="Org, screen or action; org > screen"
              />
            </TextField>
            <ListBox<GoToSection>
              aria-label="Results"
              className="gn-goto-list"
              items={sections}
              data-answered={goTo.answered}
              onAction={(key) => {
                const entry = byKey.get(String(key));
                if (!entry) return;
                onClose();
                goTo.choose(entry);
              }}
            >
              {(section) => (
                <ListBoxSection id={section.id} className="gn-goto-section">
                  <Header className="gn-goto-group">{section.title}</Header>
                  <Collection items={section.entries} dependencies={[section.entries]}>
                    {(entry) => {
                      const { label, shown, detail } = entryText(entry);
                      return (
                        <ListBoxItem id={entry.key} textValue={label} className="gn-goto-option">
                          <Text slot="label">{shown ?? label}</Text>
                          {detail && (
                            <Text slot="description" className="gn-goto-detail">
                              <DisplayPath path={detail} />
                            </Text>
                          )}
                        </ListBoxItem>
                      );
                    }}
                  </Collection>
                </ListBoxSection>
              )}
            </ListBox>
          </Autocomplete>
          <p role="status" className="gn-goto-status">
            {status}
          </p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
