import { Medal } from './Medal';
import { medalOf, rankLabel } from './ranking';

/** A drawn medal (named 'Rank n' for screen readers) for ranks 1 to 3, otherwise '#n'. */
export function RankLabel({ rank }: { rank: number }) {
  const medal = medalOf(rank);
  if (!medal) return <>{rankLabel(rank)}</>;
  return (
    <span role="img" aria-label={`Rank ${rank}`} title={`Rank ${rank}`}>
      <Medal kind={medal} rank={rank} />
    </span>
  );
}
