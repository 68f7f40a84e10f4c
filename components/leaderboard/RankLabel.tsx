import { rankLabel } from './ranking';

/** A medal (named 'Rank n' for screen readers) for ranks 1 to 3, otherwise '#n'. */
export function RankLabel({ rank }: { rank: number }) {
  const label = rankLabel(rank);
  if (rank > 3) return <>{label}</>;
  return (
    <span role="img" aria-label={`Rank ${rank}`}>
      {label}
    </span>
  );
}
