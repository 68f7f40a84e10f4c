import { resultColour } from '@/lib/appearance/result-palettes';
import { RESULT_SYMBOLS } from '@/lib/games/result-symbols';
import type { CellResult } from '@/lib/games/types';
import styles from './ResultSwatch.module.css';

/**
 * A judged cell drawn small, in the result's colour with its symbol. Decorative (aria-hidden): what it
 * stands for is said in the text beside it. The caller's class sets its size; the colour class comes last.
 */
export function ResultSwatch({ result, className = '' }: { result: CellResult; className?: string }) {
  return (
    <span className={`${className} ${styles.swatch} ${styles[resultColour(result)]}`} aria-hidden="true">
      {RESULT_SYMBOLS[result]}
    </span>
  );
}
