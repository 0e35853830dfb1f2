import { dboMutation } from '@guestnet/sdk';
import { useDboQuery, useGuestnetClients } from '@guestnet/sdk/react';
import {
  ConferenceDefaultsSchema,
  type ConferenceDefaultsValues,
  conferenceDefaultsValues,
} from '@guestnet/validators';
import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleTestbed, renderRouter } from '../../../test/console-testbed';
import { buildOrgNode } from '../../lib/org/org-node';
import { selectedOrgFromNode } from '../../lib/org/selected-org';
import { snackbarQueue } from '../snackbar-queue';
import { FormFields } from './form-fields';
import { SettingsButtons, SettingsLoad, useSettingsForm } from './settings-form';

const SITE = buildOrgNode({ name: 'Harbour Hotel', number: 'GN-1042-3', type: 'Site' });
const STORED = {
  OrgNumber: 'GN-1042-3',
  CodeFormat: 'alphanumeric',
  CodeLength: 8,
  DefaultBandwidthCapKbps: null,
  DefaultBilling: 'free',
};

type Answer = Record<string, unknown>;

/**
 * GetConferenceDefaults and SaveConferenceDefaults, answered by the given functions (an
 * ErrorEleven is `{ Error }`), recording each procedure called.
 */
function defaultsFetch(answers: { get: () => Answer; save: (payload: Answer) => Answer }) {
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const procedure = new URL(request.url).pathname.split('/').pop() ?? '';
    const [, payload] = (await request.json()) as [string, Answer];
    calls.push(procedure);
    return Response.json(
      procedure === 'SaveConferenceDefaults' ? answers.save(payload) : answers.get(),
    );
  };
  return { fetch, calls };
}

/** A settings screen on the kit: the site's conference defaults, with one field. */
function DefaultsScreen({ onSaved }: { onSaved: () => void }) {
  const { dbo } = useGuestnetClients();
  const stored = useDboQuery(dbo, 'GetConferenceDefaults', { OrgNumber: SITE.number ?? '' });
  return (
    <SettingsLoad
      query={stored}
      loadingLabel="Loading the defaults"
      errorHeading="Unable to load the defaults"
    >
      {(data) => <DefaultsForm initial={conferenceDefaultsValues(data)} onSaved={onSaved} />}
    </SettingsLoad>
  );
}

function DefaultsForm({
  initial,
  onSaved,
}: {
  initial: ConferenceDefaultsValues;
  onSaved: () => void;
}) {
  const { dbo } = useGuestnetClients();
  const settings = useSettingsForm({
    initial,
    schema: ConferenceDefaultsSchema,
    save: async (output) => {
      const saved = await dboMutation(dbo, 'SaveConferenceDefaults').mutationFn({
        ...output,
        OrgNumber: SITE.number ?? '',
      });
      return { message: 'Saved the defaults', values: conferenceDefaultsValues(saved) };
    },
    onSaved,
  });
  return (
    <form {...settings.formProps} aria-label="Defaults">
      <FormFields
        form={settings.form}
        sections={[
          { title: 'Codes', fields: [{ name: 'CodeLength', label: 'Code length', kind: 'text' }] },
        ]}
        values={settings.values}
        showErrors={settings.showErrors}
      />
      <SettingsButtons settings={settings} />
      {settings.guard.dialog}
    </form>
  );
}

function renderDefaults(answers: Parameters<typeof defaultsFetch>[0]) {
  const { fetch, calls } = defaultsFetch(answers);
  const bed = consoleTestbed({ fetch });
  bed.session.tree.setRoots([SITE]);
  bed.session.selected.set(selectedOrgFromNode(SITE));
  const saved: string[] = [];
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => <DefaultsScreen onSaved={() => saved.push('saved')} />,
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  renderRouter(bed, router);
  return { calls, saved };
}

const codeLength = () => screen.getByRole('textbox', { name: /^Code length/ }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const snackbar = () => snackbarQueue.get()[0];
const save = () => act(async () => fireEvent.click(button('Save')));

// Spectrum's form renders in jsdom take seconds on a busy 2-core machine: a wait, not a budget.
const SLOW = { timeout: 20_000 };

afterEach(() => snackbarQueue.set([]));

describe('SettingsLoad', SLOW, () => {
  it('says why the record could not be read, and Retry reads it again', async () => {
    let reads = 0;
    renderDefaults({
      get: () => (++reads === 1 ? { Error: 'The site is not answering' } : STORED),
      save: (payload) => payload,
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading the defaults' })).toBeTruthy();
    expect(await screen.findByText('Unable to load the defaults')).toBeTruthy();
    expect(screen.getByText('The site is not answering')).toBeTruthy();

    await act(async () => fireEvent.click(button('Retry')));
    await waitFor(() => expect(codeLength().value).toBe('8'));
  });
});

describe('useSettingsForm', SLOW, () => {
  it('refuses invalid values: nothing is sent and the focus moves to the field to fix', async () => {
    const { calls } = renderDefaults({ get: () => STORED, save: (payload) => payload });
    await waitFor(() => expect(codeLength().value).toBe('8'));
    fireEvent.change(codeLength(), { target: { value: '2' } });

    await save();
    await waitFor(() => expect(document.activeElement).toBe(codeLength()));
    expect(codeLength().getAttribute('aria-invalid')).toBe('true');
    expect(calls).not.toContain('SaveConferenceDefaults');
    expect(snackbar()).toBeUndefined();
  });

  it("shows the server's refusal and keeps every typed value, unsaved", async () => {
    const { saved } = renderDefaults({
      get: () => STORED,
      save: () => ({ Error: 'Defaults are locked for this site' }),
    });
    await waitFor(() => expect(codeLength().value).toBe('8'));
    fireEvent.change(codeLength(), { target: { value: '10' } });

    await save();
    await waitFor(() =>
      expect(snackbar()).toMatchObject({
        message: 'Defaults are locked for this site',
        kind: 'error',
      }),
    );
    expect(codeLength().value).toBe('10');
    expect(button('Discard changes').disabled).toBe(false);
    expect(saved).toEqual([]);
  });

  it('names the save in a success snackbar and starts again, clean, from the stored record', async () => {
    // The server stores its own reading of what it was sent: the form shows that one.
    const { calls, saved } = renderDefaults({
      get: () => STORED,
      save: (payload) => ({ ...payload, CodeLength: 12 }),
    });
    await waitFor(() => expect(codeLength().value).toBe('8'));
    fireEvent.change(codeLength(), { target: { value: '10' } });
    expect(button('Discard changes').disabled).toBe(false);

    await save();
    await waitFor(() => expect(saved).toEqual(['saved']));
    expect(calls).toContain('SaveConferenceDefaults');
    expect(snackbar()).toMatchObject({ message: 'Saved the defaults', kind: 'success' });
    expect(codeLength().value).toBe('12');
    expect(button('Discard changes').disabled).toBe(true);
  });

  it('Discard changes returns to the stored values', async () => {
    renderDefaults({ get: () => STORED, save: (payload) => payload });
    await waitFor(() => expect(codeLength().value).toBe('8'));
    fireEvent.change(codeLength(), { target: { value: '10' } });

    await act(async () => fireEvent.click(button('Discard changes')));
    expect(codeLength().value).toBe('8');
    expect(button('Discard changes').disabled).toBe(true);
  });
});
