import Link from '@/components/ui/Link';
import type { GameIcon as GameIconName } from '@/lib/games/game-config';
import { GameIcon } from './GameIcon';
import styles from './GameNameLink.module.css';

interface GameNameLinkProps {
  href: string;
  title: string;
  icon: GameIconName;
  colors: { primary: string; text: string };
  /** Shown instead of the title on a phone (then also the link's name there), without the icon. */
  shortTitle?: string;
}

/** A game's name with its icon, linking to the game: the first cell of the game tables. */
export function GameNameLink({ href, title, icon, colors, shortTitle }: GameNameLinkProps) {
  return (
    <Link href={href} className={shortTitle ? `${styles.link} ${styles.shortOnPhone}` : styles.link} data-short-title={shortTitle}>
      <span className={styles.icon} style={{ background: colors.primary, color: colors.text }}>
        <GameIcon name={icon} size={18} />
      </span>
      <span className={styles.title}>{title}</span>
    </Link>
  );
}
