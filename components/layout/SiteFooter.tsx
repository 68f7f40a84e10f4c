import Link from '@/components/ui/Link';
import { socialLinks } from '@/lib/content/site-links';
import { GAMES } from '@/lib/games/registry';
import { SITE_NAME, SITE_VERSION } from '@/lib/site';
import { SupportLinks } from './SupportLinks';
import styles from './SiteFooter.module.css';

export function SiteFooter() {
  const community = socialLinks();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <FooterColumn title="Games">
          {GAMES.map((game) => (
            <li key={game.id}>
              <Link href={game.route}>{game.shortTitle}</Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Features">
          <li><Link href="/daily">Daily Challenges</Link></li>
          <li><Link href="/leaderboard">Leaderboard</Link></li>
          <li><Link href="/achievements">Achievements</Link></li>
          <li><Link href="/stats">Your Stats</Link></li>
        </FooterColumn>
        <FooterColumn title="Support">
          <SupportLinks />
          <li><Link href="/updates">Updates</Link></li>
          <li><Link href="/credits">Credits</Link></li>
          <li><Link href="/fairness">Provably fair</Link></li>
        </FooterColumn>
        {community.length > 0 && (
          <FooterColumn title="Community">
            {community.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </FooterColumn>
        )}
        <FooterColumn title="Legal">
          <li><Link href="/privacy">Privacy Policy</Link></li>
          <li><Link href="/terms">Terms of Service</Link></li>
        </FooterColumn>
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {SITE_NAME} · v{SITE_VERSION}
      </p>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={styles.column}>
      <h2>{title}</h2>
      <ul>{children}</ul>
    </section>
  );
}
