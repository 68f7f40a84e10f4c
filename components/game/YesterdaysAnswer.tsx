import type { YesterdaysAnswer as Yesterday } from '@/lib/client/endpoints';
import { yesterdaysAnswerText } from '@/lib/messages/game';
import styles from './YesterdaysAnswer.module.css';

/** "Yesterday's answer (#41) was Genesis": the previous day's puzzle, over (never today's), in daily mode. */
export function YesterdaysAnswer({ yesterday }: { yesterday: Yesterday }) {
  return (
    <p className={styles.line} data-testid="yesterdays-answer">
      {yesterdaysAnswerText(yesterday.puzzleNumber, yesterday.name)}
    </p>
  );
}
