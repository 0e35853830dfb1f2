import { Flex, ProgressCircle } from '@adobe/react-spectrum';
import { useDboQuery, useGuestnetClients } from '@guestnet/sdk/react';
import {
  type ConferenceFormValues,
  conferenceDefaults,
  conferenceDefaultsValues,
  conferenceFormValues,
  conferenceSchema,
} from '@guestnet/validators';
import { useScreenParams } from '../../hooks/use-address';
import { EntityFormScreen } from '../../ui/form/entity-form-screen';
import { itemId } from '../../ui/form/item-id';
import {
  CONFERENCE_ENTITY,
  CONFERENCES_PATH,
  conferenceSections,
  useSiteOfConferences,
} from './conference-screen';

/**
 * Manage > Conferences: one conference (`item/{id?}`). A new one starts from the site's
 * defaults (Setup > Advanced Conference); a room another conference holds at the time is
 * refused before the call (docs/decisions/conferences.md).
 */
export default function ConferenceItem() {
  const params = useScreenParams('/manage/conference/item/{id?}');
  const id = itemId(params.id);
  const site = useSiteOfConferences();
  const { dbo } = useGuestnetClients();
  const defaults = useDboQuery(dbo, 'GetConferenceDefaults', { OrgNumber: site.orgNumber });
  const all = useDboQuery(dbo, 'ListConferences', {
    OrgNumber: site.orgNumber,
    Page: 1,
    PageSize: 500,
  });
  const batches = useDboQuery(dbo, 'ListAccessCodeBatches', {
    OrgNumber: site.orgNumber,
    Page: 1,
    PageSize: 500,
    Sort: 'Name',
  });
  const { timeZone } = site;
  if (site.isPending || timeZone === undefined || (id === undefined && defaults.isPending)) {
    return (
      <Flex justifyContent="center" marginY="size-400">
        <ProgressCircle aria-label="Loading Conference" isIndeterminate size="L" />
      </Flex>
    );
  }
  const others = (all.data?.Items ?? []).filter((row) => row.Id !== id);
  const batchOptions = (batches.data?.Items ?? []).map((batch) => ({
    value: String(batch.Id),
    label: `${batch.Name} (${batch.Id})`,
  }));
  return (
    <EntityFormScreen
      entity={CONFERENCE_ENTITY}
      procedures={{
        get: 'GetConference',
        save: 'SaveConference',
        remove: 'DeleteConference',
        list: 'ListConferences',
      }}
      id={id}
      listPath={`${CONFERENCES_PATH}/manage`}
      defaultValues={conferenceDefaults(
        defaults.data ? conferenceDefaultsValues(defaults.data) : undefined,
      )}
      toValues={(stored) => conferenceFormValues(stored, timeZone)}
      schema={({ taken, current }) =>
        conferenceSchema({
          takenNames: taken,
          ...(current !== undefined ? { current } : {}),
          timeZone,
          others,
          roomName: site.roomName,
        })
      }
      uniqueField="Name"
      nameOf={(values: ConferenceFormValues) => values.Name.trim()}
      sections={conferenceSections(site.rooms, batchOptions, timeZone, site.whose)}
    />
  );
}
