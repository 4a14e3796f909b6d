import { assignedFilters, assignmentMessages as m, type AssignedFilter as Assigned } from '#features/assignment/contract/assignment.ts';
import { FilterSelect } from '../ui/FilterSelect.tsx';

const labels: Record<Assigned, string> = { me: m.mine, none: m.none };

/** The lists' "Zuständig" filter (assigned=me|none in the address), beside the status. */
export function AssignedFilter({
  search,
  onChange,
}: {
  search: URLSearchParams;
  onChange: (changes: Record<string, string | null>) => void;
}) {
  return (
    <FilterSelect
      label={m.filterLabel}
      name="assigned"
      search={search}
      values={assignedFilters}
      labelOf={(value) => labels[value]}
      onChange={onChange}
    />
  );
}
