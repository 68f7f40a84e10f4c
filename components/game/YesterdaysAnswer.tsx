import Link from '@/components/ui/Link';
import type { YesterdaysAnswer as Yesterday } from '@/lib/client/endpoints';
import { fairnessCheckHref } from '@/lib/fairness/links';
import { yesterdaysAnswerText } from '@/lib/messages/game';
import styles from './YesterdaysAnswer.module.css';

/**
 * "Yesterday's answer was Genesis (#41)" (issue 29's words, with the puzzle number after): the previous day's puzzle, over
 * (never today's), in daily mode; beside it a "Verify" link to /fairness, which checks that answer against the commitment
 * for the day (issue 30 item 5), landing on the check's result (issue 36 item 9).
 */
export function YesterdaysAnswer({ game, yesterday }: { game: string; yesterday: Yesterday }) {
  return (
    <p className={styles.line}>
      <span data-testid="yesterdays-answer">{yesterdaysAnswerText(yesterday.puzzleNumber, yesterday.name)}</span>{' '}
      <Link className={styles.verify} href={fairnessCheckHref(game, yesterday.date)} prefetch={false}>
        Verify
      </Link>
    </p>
  );
}
