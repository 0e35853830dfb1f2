import { ActionButton, Button, ButtonGroup, Heading, Text, TextField } from '@adobe/react-spectrum';
import { dboMutation } from '@guestnet/sdk';
import { useGuestnetClients } from '@guestnet/sdk/react';
import {
  checkHotspotProfiles,
  HOTSPOT_PROFILE_DEFAULTS,
  type HotspotProfileFormValues,
  hotspotProfilesFormValues,
} from '@guestnet/validators';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { entityQueryKeys } from '../../lib/entities/entity-procedures';
import { MIKROTIK_ROUTER } from '../../lib/entities/mikrotik-router';
import { focusFirstInvalid } from '../../ui/form/focus-invalid';
import { useUnsavedChangesGuard } from '../../ui/form/unsaved-changes';
import { notify } from '../../ui/snackbar-queue';
import type { MikrotikRouterRow } from './mikrotik-screen';
import './mikrotik.css';

type Column = keyof HotspotProfileFormValues;

/** The table's columns: the contract's field, its heading and the input's width. */
const COLUMNS: readonly { field: Column; header: string; width: string }[] = [
  { field: 'Name', header: 'Name', width: 'size-1700' },
  { field: 'RateLimit', header: 'Rate limit (rx/tx)', width: 'size-1700' },
  { field: 'SharedUsers', header: 'Shared users', width: 'size-1250' },
  { field: 'SessionTimeout', header: 'Session timeout', width: 'size-1250' },
  { field: 'IdleTimeout', header: 'Idle timeout', width: 'size-1250' },
  { field: 'KeepaliveTimeout', header: 'Keepalive timeout', width: 'size-1250' },
  { field: 'AddressPool', header: 'Address pool', width: 'size-1700' },
];

/**
 * A stored router's hotspot user profiles, edited in place: one row of inputs each, `Add
 * profile`, `Remove`, and `Save profiles`, which checks every row first (the messages show under
 * the cells, the focus goes to the first) and then saves them with the router. A failed save
 * keeps every value; leaving with unsaved rows asks first (the kit's unsaved-changes guard).
 */
export function HotspotProfilesEditor({
  router,
  orgNumber,
}: {
  router: MikrotikRouterRow;
  orgNumber: string;
}) {
  const { dbo } = useGuestnetClients();
  const queryClient = useQueryClient();
  const [clean, setClean] = useState(() => hotspotProfilesFormValues(router).Profiles);
  const [rows, setRows] = useState(clean);
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const tableRef = useRef<HTMLDivElement>(null);
  const check = checkHotspotProfiles(rows);
  const messages: Readonly<Record<string, string>> =
    showErrors && !check.valid ? check.messages : {};
  const dirty = JSON.stringify(rows) !== JSON.stringify(clean);
  // Its own guard beside the router form's: leaving with unsaved rows asks, even right after the
  // router itself was saved.
  const guard = useUnsavedChangesGuard(dirty);

  const change = (index: number, field: Column, value: string) =>
    setRows((current) =>
      current.map((row, at) => (at === index ? { ...row, [field]: value } : row)),
    );
  const save = async () => {
    setShowErrors(true);
    if (!check.valid) {
      focusFirstInvalid(tableRef.current);
      return;
    }
    setSaving(true);
    try {
      await dboMutation(dbo, 'SaveMikrotikRouter').mutationFn({
        OrgNumber: orgNumber,
        Id: router.Id,
        Name: router.Name,
        Host: router.Host,
        Port: router.Port,
        Protocol: router.Protocol,
        Username: router.Username,
        HotspotProfiles: check.profiles,
      });
      notify(`Saved the hotspot profiles of “${router.Name}”`, 'success');
      setClean(rows);
      setShowErrors(false);
      await Promise.all(
        Object.values(entityQueryKeys(dbo, MIKROTIK_ROUTER.procedures)).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    } catch (error) {
      notify((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section aria-labelledby="mikrotik-profiles">
      <Heading id="mikrotik-profiles" level={3} marginTop={0} marginBottom="size-100">
        Hotspot user profiles
      </Heading>
      <div className="gn-mikrotik-profiles" ref={tableRef}>
        {rows.length === 0 ? (
          <Text>No hotspot user profiles on this router yet.</Text>
        ) : (
          <table aria-label="Hotspot user profiles">
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column.field} scope="col">
                    {column.header}
                  </th>
                ))}
                <th scope="col">
                  <span className="gn-mikrotik-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const label = row.Name.trim() || `profile ${index + 1}`;
                return (
                  // Rows have no id of their own; the index is what the messages name too.
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place by position
                  <tr key={index}>
                    {COLUMNS.map((column) => {
                      const message = messages[`${index}.${column.field}`];
                      return (
                        <td key={column.field}>
                          <TextField
                            aria-label={`${column.header} of ${label}`}
                            width={column.width}
                            value={row[column.field]}
                            onChange={(value) => change(index, column.field, value)}
                            {...(message
                              ? { validationState: 'invalid', errorMessage: message }
                              : {})}
                            validationBehavior="aria"
                          />
                        </td>
                      );
                    })}
                    <td>
                      <ActionButton
                        isQuiet
                        aria-label={`Remove ${label}`}
                        onPress={() =>
                          setRows((current) => current.filter((_, at) => at !== index))
                        }
                      >
                        Remove
                      </ActionButton>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
      <Text UNSAFE_className="gn-form-note">
        Rate limit: upload/download as the router sees it, e.g. 10M/2M (k, M or G); empty for no
        limit. Shared users: a number or unlimited. Timeouts: RouterOS durations such as 1h30m, 45m
        or none.
      </Text>
      <ButtonGroup marginTop="size-200">
        <Button
          variant="secondary"
          onPress={() => setRows((current) => [...current, { ...HOTSPOT_PROFILE_DEFAULTS }])}
        >
          Add profile
        </Button>
        <Button variant="accent" onPress={() => void save()} isPending={saving} isDisabled={!dirty}>
          Save profiles
        </Button>
        <Button variant="secondary" isDisabled={!dirty} onPress={() => setRows(clean)}>
          Discard changes
        </Button>
      </ButtonGroup>
      {guard.dialog}
    </section>
  );
}
