import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import Link from '@/components/ui/Link';
import { AskByEmail, ContactLine } from '@/components/content/ContactLine';
import { LEGAL_LAST_UPDATED, LegalSection } from '@/components/content/LegalSection';
import { PageHeader } from '@/components/layout/PageHeader';
import { SITE_NAME } from '@/lib/site';
import styles from '@/components/content/Content.module.css';
import { guardedPage } from '@/lib/auth/guarded-page';

const DESCRIPTION = `What ${SITE_NAME} keeps about you, why, and how to see, change or delete it.`;

export const metadata: Metadata = pageMetadata({ title: 'Privacy Policy', description: DESCRIPTION, path: '/privacy' });

/** /privacy (accounts-side §1, §2.11). */
function PrivacyPage() {
  return (
    <div className={styles.page}>
      <PageHeader title="Privacy Policy" subtitle={LEGAL_LAST_UPDATED} />
      <p>
        {SITE_NAME} is a site of daily guessing games. We keep as little about you as the games need, we never sell it, and you can see, change
        or delete it at any time.
      </p>
      <LegalSection id="privacy-collected" title="What we keep">
        <ul>
          <li>Your username, and what you add to your profile: a picture and a short bio, and the badge you choose to wear.</li>
          <li>Your game statistics: games played and won, daily streaks, and the state of the day&apos;s puzzles you played.</li>
          <li>The achievements you unlock.</li>
          <li>
            Your e-mail address, only as your sign-in provider (for example Google) gives it to us. We use it to recognise your account and,
            if you send feedback without another address, to answer you.
          </li>
          <li>What you send us through the feedback, bug and data-correction forms.</li>
        </ul>
        <p>Playing without an account keeps your progress in your browser only.</p>
      </LegalSection>
      <LegalSection id="privacy-browser" title="Cookies and your browser">
        <p>
          A cookie keeps you signed in; it is needed for the site to work and is not used to follow you anywhere else. Your browser&apos;s local
          storage holds your game progress (today&apos;s guesses, and a guest&apos;s streak) so that a reload does not lose it.
        </p>
      </LegalSection>
      <LegalSection id="privacy-sharing" title="What we do not do">
        <p>We do not sell or rent your data, we run no analytics or advertising trackers, and we show no ads.</p>
        <p>
          Your username, picture, bio, badge, statistics and achievements appear on your public profile and on the leaderboard; your e-mail
          address never does.
        </p>
      </LegalSection>
      <LegalSection id="privacy-rights" title="Your data, your choice">
        <p>
          You can access, update or delete your data at any time through{' '}
          <Link className={styles.link} href="/settings">
            Settings
          </Link>
          : download everything we keep about you as one file, edit your profile, or delete your account and everything tied to it. Feedback
          you sent stays, with your name removed.
          <AskByEmail />
        </p>
      </LegalSection>
      <LegalSection id="privacy-changes" title="Changes">
        <p>If this policy changes, we will update this page and the date at its top.</p>
      </LegalSection>
      <LegalSection id="privacy-contact" title="Contact">
        <ContactLine />
      </LegalSection>
    </div>
  );
}

export default guardedPage('/privacy', PrivacyPage);
