import Link from '@/components/ui/Link';
import { AppearanceMenu } from '@/components/appearance/AppearanceMenu';
import { SITE_NAME } from '@/lib/site';
import { LoginControl } from './LoginControl';
import styles from './MenuBar.module.css';

const LINKS = [
  { href: '/', label: 'Home' },
  { href: '/daily', label: 'Daily' },
  { href: '/leaderboard', label: 'Leaderboard' },
  { href: '/credits', label: 'Credits' },
];

export function MenuBar() {
  return (
    <header className={styles.bar}>
      <nav className={styles.inner} aria-label="Main">
        <Link href="/" className={styles.logo}>
          <span className={styles.logoMark} aria-hidden>
            G
          </span>
          {SITE_NAME}
        </Link>
        <ul className={styles.links}>
          {LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
        <div className={styles.account}>
          <LoginControl />
          <AppearanceMenu />
        </div>
      </nav>
    </header>
  );
}
