import { assignedFilters, assignmentMessages as m, type AssignedFilter as Assigned } from '#features/assignment/contract/assignment.ts';
import { listFilter } from '../ui/ListFilterBar.tsx';

const labels: Record<Assigned, string> = { me: m.mine, none: m.none };

/** The lists' "Zuständig" filter (assigned=me|none in the address), beside the status. */
export const assignedFilter = listFilter({
  label: m.filterLabel,
  name: 'assigned',
  values: assignedFilters,
  labelOf: (value) => labels[value],
});
