import type { RowPerson } from '../lib/roster-rows';
import classes from './roster-grid.module.css';

/** The row's header cell: the employee's name and job title. */
export function PersonHeader({ person }: { person: RowPerson }) {
  return (
    <th scope="row" className={classes.person}>
      <span className={classes.name}>
        {person.firstName} {person.lastName}
      </span>
      {person.jobTitle && <span className={classes.job}>{person.jobTitle}</span>}
    </th>
  );
}
