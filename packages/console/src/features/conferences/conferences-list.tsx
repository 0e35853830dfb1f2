import { Flex, ProgressCircle } from '@adobe/react-spectrum';
import { ListScreen } from '../../ui/list/list-screen';
import {
  CONFERENCE_ENTITY,
  CONFERENCES_PATH,
  type ConferenceRow,
  conferenceColumns,
  useSiteOfConferences,
} from './conference-screen';

/**
 * Manage > Conferences: the site's conferences (`/manage/conference/manage`), each with its
 * status now (upcoming, running, past) and its times in the site's zone, listed once that zone
 * is known.
 */
export default function ConferencesList() {
  const site = useSiteOfConferences();
  if (site.timeZone === undefined) {
    return (
      <Flex justifyContent="center" marginY="size-400">
        <ProgressCircle aria-label="Loading Conferences" isIndeterminate size="L" />
      </Flex>
    );
  }
  return (
    <ListScreen<ConferenceRow>
      entity={CONFERENCE_ENTITY}
      list="ListConferences"
      remove="DeleteConference"
      columns={conferenceColumns(site.timeZone, site.roomName)}
      itemPath={(row) => `${CONFERENCES_PATH}/item/${row.Id}`}
      addPath={`${CONFERENCES_PATH}/item`}
      exportName="conferences"
    />
  );
}
