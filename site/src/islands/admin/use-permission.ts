import { useStore } from '@nanostores/react';
import { roleMay, type Permission } from '#features/accounts/contract/permissions.ts';
import { $session } from '../../stores/session.ts';

/** Whether the signed-in person's role may do this: screens hide what the server would refuse (ADR 037). */
export function usePermission(permission: Permission): boolean {
  const session = useStore($session);
  return session ? roleMay(session.user.role, permission) : false;
}
