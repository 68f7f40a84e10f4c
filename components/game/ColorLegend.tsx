import type { CellResult } from '@/lib/games/types';
import { ResultSwatch } from './ResultSwatch';
import styles from './ColorLegend.module.css';

const ENTRIES: readonly { label: string; result: CellResult }[] = [
  { label: 'Correct', result: 'correct' },
  { label: 'Partial', result: 'partial' },
  { label: 'Incorrect', result: 'incorrect' },
];

/** The colour key, shown while the round is being played: each colour with the symbol its cells carry. */
export function ColorLegend() {
  return (
    <section className={styles.legend} aria-label="Colour indicators">
      <h2 className="visually-hidden">Colour indicators</h2>
      <ul>
        {ENTRIES.map((entry) => (
          <li key={entry.label}>
            <ResultSwatch result={entry.result} className={styles.swatch} />
            {entry.label}
          </li>
        ))}
      </ul>
      <p>Arrows point towards the answer: ↑ higher, ↓ lower.</p>
    </section>
  );
}
