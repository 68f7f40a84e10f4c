import { GameIcon } from './GameIcon';
import styles from './GameIconTile.module.css';

/** A game's icon on its colours' gradient, inside an element that sets the game's theme; `className` gives its size and corners. */
export function GameIconTile({ icon, size, className }: { icon: string; size: number; className: string }) {
  return (
    <span className={`${styles.tile} ${className}`}>
      <GameIcon name={icon} size={size} />
    </span>
  );
}
