import { permissionLabels, permissions, rolePermissions, staffRoleLabels, staffRoles } from '#features/accounts/contract/permissions.ts';

/** What each role may do, read from the one table the server enforces (ADR 037), so the two never differ. */
export function RolePermissionsTable() {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-xs sm:text-sm">
        <caption className="px-3 py-2 text-left font-semibold text-brand-900">Was jede Rolle darf</caption>
        <thead>
          <tr className="border-t border-slate-200 text-left">
            <th scope="col" className="px-2 py-2 sm:px-3">
              Bereich
            </th>
            {staffRoles.map((role) => (
              <th key={role} scope="col" className="px-1 py-2 text-center sm:px-3">
                {staffRoleLabels[role]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {permissions.map((permission) => (
            <tr key={permission} className="border-t border-slate-100">
              <th scope="row" className="px-2 py-1.5 text-left font-normal sm:px-3">
                {permissionLabels[permission]}
              </th>
              {staffRoles.map((role) => {
                const may = rolePermissions[role].includes(permission);
                return (
                  <td key={role} className="px-1 py-1.5 text-center sm:px-3">
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
