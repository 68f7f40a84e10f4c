import type { YesterdaysAnswer as Yesterday } from '@/lib/client/endpoints';
import { yesterdaysAnswerText } from '@/lib/messages/game';
import styles from './YesterdaysAnswer.module.css';

/** "Yesterday's answer was Genesis (#41)" (issue 29's words, with the puzzle number after): the previous day's puzzle, over (never today's), in daily mode. */
export function YesterdaysAnswer({ yesterday }: { yesterday: Yesterday }) {
  return (
    <p className={styles.line} data-testid="yesterdays-answer">
      {yesterdaysAnswerText(yesterday.puzzleNumber, yesterday.name)}
    </p>
  );
}
