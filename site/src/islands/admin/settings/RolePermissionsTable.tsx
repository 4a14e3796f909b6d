import { permissionLabels, permissions, rolePermissions, staffRoleLabels, staffRoles } from '#features/accounts/contract/permissions.ts';

/** What each role may do, read from the one table the server enforces (ADR 037), so the two never differ. */
export function RolePermissionsTable() {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="px-3 py-2 text-left font-semibold text-brand-900">Was jede Rolle darf</caption>
        <thead>
          <tr className="border-t border-slate-200 text-left">
            <th scope="col" className="px-3 py-2">
              Bereich
            </th>
            {staffRoles.map((role) => (
              <th key={role} scope="col" className="px-3 py-2 text-center">
                {staffRoleLabels[role]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {permissions.map((permission) => (
            <tr key={permission} className="border-t border-slate-100">
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                {permissionLabels[permission]}
              </th>
              {staffRoles.map((role) => {
                const may = rolePermissions[role].includes(permission);
                return (
                  <td key={role} className="px-3 py-1.5 text-center">
                    <span aria-hidden="true">{may ? '✓' : '–'}</span>
                    <span className="sr-only">{may ? 'ja' : 'nein'}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
