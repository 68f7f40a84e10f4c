import { useId } from 'react';
import { DISTRIBUTION_BUCKETS, largestBucket, type Distribution, type DistributionBucket } from '@/lib/games/distribution';
import styles from './GuessDistribution.module.css';

interface GuessDistributionProps {
  /** Whose wins: the accessible name reads "Guess distribution: {whose}". */
  whose: string;
  distribution: Distribution;
  /** The current round's bar, marked and named as such. */
  highlight?: DistributionBucket | null;
}

const ROW = 24;
const LABEL = 34;
const WIDTH = 300;
const BAR_SPACE = WIDTH - LABEL - 40;

/**
 * Wins by number of guesses (1 … 9, 10+) as a hand-drawn bar chart: an SVG image for the eye, named
 * "Guess distribution: …", and the same numbers as a visually hidden table for screen readers (the SVG is
 * one image to them, its shapes hidden). No chart library: ten rectangles and their labels.
 */
export function GuessDistribution({ whose, distribution, highlight = null }: GuessDistributionProps) {
  const titleId = useId();
  const largest = largestBucket(distribution);
  const height = DISTRIBUTION_BUCKETS.length * ROW;
  const name = `Guess distribution: ${whose}`;
  return (
    <figure className={styles.figure}>
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={titleId} data-testid="guess-distribution">
        <title id={titleId}>{name}</title>
        {DISTRIBUTION_BUCKETS.map((bucket, index) => {
          const count = distribution[bucket];
          const width = Math.max(count > 0 ? 8 : 2, Math.round((count / largest) * BAR_SPACE));
          const current = bucket === highlight;
          const y = index * ROW;
          return (
            <g key={bucket} aria-hidden="true" data-bucket={bucket} data-current={current || undefined}>
              <text className={styles.label} x={LABEL - 8} y={y + ROW / 2} textAnchor="end" dominantBaseline="central">
                {bucket}
              </text>
              <rect className={current ? styles.current : styles.bar} x={LABEL} y={y + 3} width={width} height={ROW - 6} rx={3} />
              <text className={styles.count} x={LABEL + width + 6} y={y + ROW / 2} dominantBaseline="central">
                {count}
              </text>
            </g>
          );
        })}
      </svg>
      {/* Hidden in a wrapper: a table ignores the 1 px width and overflow of .visually-hidden and would widen the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{name}</caption>
          <thead>
            <tr>
              <th scope="col">Guesses</th>
              <th scope="col">Wins</th>
            </tr>
          </thead>
          <tbody>
            {DISTRIBUTION_BUCKETS.map((bucket) => (
              <tr key={bucket}>
                <th scope="row">{bucket === highlight ? `${bucket} (this round)` : bucket}</th>
                <td>{distribution[bucket]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
