import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactLine } from '@/components/content/ContactLine';
import { LEGAL_LAST_UPDATED, LegalSection } from '@/components/content/LegalSection';
import { PageHeader } from '@/components/layout/PageHeader';
import { SITE_NAME } from '@/lib/site';
import styles from '@/components/content/Content.module.css';
import { guardedPage } from '@/lib/auth/guarded-page';

const DESCRIPTION = `The rules for using ${SITE_NAME}: accounts, what you post, and our responsibilities.`;

export const metadata: Metadata = pageMetadata({ title: 'Terms of Service', description: DESCRIPTION, path: '/terms' });

/** /terms (accounts-side §2.11). */
function TermsPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="Terms of Service" subtitle={LEGAL_LAST_UPDATED} />
      <p>By using {SITE_NAME} you agree to these terms. If you do not agree, please do not use the site.</p>
      <LegalSection id="terms-use" title="Using the service">
        <p>
          {SITE_NAME} is free to play for personal, non-commercial fun. Do not disrupt it: no automated guessing, scraping at volume, attacks
          on the servers, or attempts to fake streaks, statistics or achievements. We may limit or block access that does.
        </p>
      </LegalSection>
      <LegalSection id="terms-accounts" title="Accounts">
        <p>
          You sign in through a third-party provider and choose a username. Keep your sign-in secure; you are responsible for what happens
          under your account. We may rename or remove accounts that break these terms, and you can delete yours at any time in Settings.
        </p>
      </LegalSection>
      <LegalSection id="terms-content" title="What you post">
        <p>
          Your username, picture, bio and feedback are yours. By posting them you let us store and show them on the site as part of your
          profile and the leaderboard. Do not post anything unlawful, hateful, sexual, or that belongs to someone else; we may remove it.
        </p>
      </LegalSection>
      <LegalSection id="terms-third-party" title="Third-party content">
        <p>
          The games are about works owned by others (the Bible, Slay the Spire, Subnautica, Age of Empires II and Pokemon). Their names and
          facts are used for identification and play only; {SITE_NAME} is not affiliated with or endorsed by their owners, and every trademark
          belongs to its owner.
        </p>
      </LegalSection>
      <LegalSection id="terms-disclaimer" title="Disclaimer">
        <p>
          The site is provided as it is, without warranties of any kind. We try to keep the game data accurate and the site available, but we
          do not promise that it is error-free or always up.
        </p>
      </LegalSection>
      <LegalSection id="terms-liability" title="Limitation of liability">
        <p>
          To the extent the law allows, we are not liable for any indirect or consequential loss arising from your use of the site, including
          lost streaks or progress.
        </p>
      </LegalSection>
      <LegalSection id="terms-changes" title="Changes to these terms">
        <p>We may update these terms; the date at the top says when. Using the site after a change means you accept the new terms.</p>
      </LegalSection>
      <LegalSection id="terms-law" title="Governing law">
        <p>These terms are governed by the laws of the United States and of the State of Illinois, without regard to conflict-of-law rules.</p>
      </LegalSection>
      <LegalSection id="terms-contact" title="Contact">
        <ContactLine />
      </LegalSection>
    </div>
  );
}

export default guardedPage('/terms', TermsPage);
