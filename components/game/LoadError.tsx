import styles from './PlayArea.module.css';

/** The load failed: say so plainly and offer to try again. */
export function LoadError({ message, detail, onRetry }: { message: string; detail: string; onRetry: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p>
        <strong>{message}</strong>
        {detail && <span className={styles.errorDetail}> ({detail})</span>}
      </p>
      <button type="button" className={styles.toolButton} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
