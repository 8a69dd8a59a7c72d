import { useMutationState, type MutationKey } from '@tanstack/react-query';

/**
 * When the newest pending mutation under `mutationKey` was sent (ms since the epoch), or null when
 * none is pending. Read from the mutation cache, not the component, so a panel that was closed and
 * opened again while the call runs still shows it running, with the right elapsed time.
 */
export function usePendingMutationStartedAt(mutationKey: MutationKey): number | null {
  const startTimes = useMutationState({ filters: { mutationKey, status: 'pending' }, select: (mutation) => mutation.state.submittedAt });
  return startTimes.at(-1) ?? null;
}
