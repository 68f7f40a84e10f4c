import styles from './ColorLegend.module.css';

const ENTRIES = [
  { label: 'Correct', className: styles.correct, symbol: '' },
  { label: 'Partial', className: styles.partial, symbol: '↑↓' },
  { label: 'Incorrect', className: styles.incorrect, symbol: '' },
];

/** The colour key, shown while the round is being played. */
export function ColorLegend() {
  return (
    <section className={styles.legend} aria-label="Colour indicators">
      <h2 className="visually-hidden">Colour indicators</h2>
      <ul>
        {ENTRIES.map((entry) => (
          <li key={entry.label}>
            <span className={`${styles.swatch} ${entry.className}`} aria-hidden>
              {entry.symbol}
            </span>
            {entry.label}
          </li>
        ))}
      </ul>
      <p>Arrows point towards the answer: ↑ higher, ↓ lower.</p>
    </section>
  );
}
