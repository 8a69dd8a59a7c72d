/**
 * Who may see or change a developer's data (issue rules, spec part 2 §6): the developer themself and
 * admins may change it; employers may also read it; other developers may do neither.
 */
import type { TUserRow } from '../features/auth/users.queries.ts';
import { AppError } from './app-error.ts';

export function canReadDeveloperData(viewer: TUserRow, ownerUserId: number): boolean {
  return viewer.id === ownerUserId || viewer.userType === 'admin' || viewer.userType === 'employer';
}

export function canChangeDeveloperData(viewer: TUserRow, ownerUserId: number): boolean {
  return viewer.id === ownerUserId || viewer.userType === 'admin';
}

export function assertCanReadDeveloperData(viewer: TUserRow, ownerUserId: number): void {
  if (!canReadDeveloperData(viewer, ownerUserId)) throw new AppError('FORBIDDEN', 'You do not have permission to view this.');
}

export function assertCanChangeDeveloperData(
  viewer: TUserRow,
  ownerUserId: number,
  message = 'You do not have permission to change this.',
): void {
  if (!canChangeDeveloperData(viewer, ownerUserId)) throw new AppError('FORBIDDEN', message);
}
