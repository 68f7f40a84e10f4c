import type { Commitment } from '@/lib/services/fairness/fairness';
import styles from './Fairness.module.css';

/** Today's and the next days' published commitments of one game (server-rendered: no script needed to read them). */
export function CommitmentsTable({ gameTitle, commitments }: { gameTitle: string; commitments: Commitment[] }) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={`${gameTitle}: published commitments`}>
      <table className={styles.table} data-testid="fairness-commitments">
        <caption className="visually-hidden">{`${gameTitle}: the commitments of today and the next ${commitments.length - 1} days`}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Puzzle</th>
            <th scope="col">Commitment</th>
          </tr>
        </thead>
        <tbody>
          {commitments.map((entry) => (
            <tr key={entry.date}>
              <td>{entry.date}</td>
              <td>#{entry.number}</td>
              <td className={styles.hex}>{entry.commitment}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
