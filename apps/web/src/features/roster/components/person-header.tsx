import type { RowPerson } from '../lib/roster-rows';
import { AbsenceRowMark } from './absence-context';
import classes from './roster-grid.module.css';

/** The row's header cell: the employee's name and job title (and in the day view, leave or sickness). */
export function PersonHeader({ person }: { person: RowPerson }) {
  return (
    <th scope="row" className={classes.person}>
      <span className={classes.name}>
        {person.firstName} {person.lastName}
      </span>
      {person.jobTitle && <span className={classes.job}>{person.jobTitle}</span>}
      <AbsenceRowMark employeeId={person.employeeId} />
    </th>
  );
}
