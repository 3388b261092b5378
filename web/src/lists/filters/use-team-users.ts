import useSWR from 'swr';
import { useShell } from '../../context/shell-context';
import { retrieveAll } from '../../data/retrieve-all';

type Membership = { teamid: { id: string } | null; systemuserid: { id: string } | null };

/**
 * The users who share a team with the current user: the owner filter's "my team". Loaded only
 * while that choice is active; a failure (no read right on teams) leaves just the user.
 */
export function useTeamUserIds(enabled: boolean): string[] {
  const { context } = useShell();
  const userId = context.user.id;
  const { data } = useSWR(enabled ? ['lists.teamUsers', userId] : null, async () => {
    try {
      const mine = await retrieveAll<Membership>({
        entity: {
          name: 'systemuser_teams',
          attributes: [{ attribute: 'teamid' }],
          filter: { conditions: [{ attribute: 'systemuserid', operator: 'eq', value: userId }] },
        },
      });
      const teams = mine.flatMap((row) => (row.teamid ? [row.teamid.id] : []));
      if (teams.length === 0) return [];
      const members = await retrieveAll<Membership>({
        entity: {
          name: 'systemuser_teams',
          attributes: [{ attribute: 'systemuserid' }],
          filter: { conditions: [{ attribute: 'teamid', operator: 'in', value: teams }] },
        },
      });
      return [...new Set(members.flatMap((row) => (row.systemuserid ? [row.systemuserid.id] : [])))];
    } catch {
      return [];
    }
  });
  return data ?? emptyIds;
}

const emptyIds: string[] = [];
