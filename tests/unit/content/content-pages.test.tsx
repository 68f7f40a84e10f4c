/** The content pages (accounts-side §1, §2.2, §2.11, §9) and their links from the settings. */
import { render, screen, within } from '@testing-library/react';
import CreditsPage, { metadata as creditsMetadata } from '@/app/credits/page';
import PrivacyPage, { metadata as privacyMetadata } from '@/app/privacy/page';
import TermsPage, { metadata as termsMetadata } from '@/app/terms/page';
import UpdatesPage, { metadata as updatesMetadata } from '@/app/updates/page';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { CHANGELOG } from '@/lib/content/changelog';
import { donationLinks, socialLinks } from '@/lib/content/site-links';
import { readEnv } from '@/lib/env';

jest.mock('@/components/layout/SupportLinks', () => ({ SupportLinks: () => null }));

const SETTINGS = ['CONTACT_EMAIL', 'DONATE_COFFEE_URL', 'DONATE_BTC_ADDRESS', 'DONATE_ETH_ADDRESS', 'SOCIAL_DISCORD_URL', 'SOCIAL_GITHUB_URL', 'SOCIAL_REDDIT_URL', 'SOCIAL_X_URL'];
afterEach(() => {
  for (const name of SETTINGS) delete process.env[name];
});

test('each page has its own title and description', () => {
  expect([creditsMetadata, updatesMetadata, privacyMetadata, termsMetadata].map((metadata) => metadata.title)).toEqual(['Credits', 'Updates', 'Privacy Policy', 'Terms of Service']);
  for (const metadata of [creditsMetadata, updatesMetadata, privacyMetadata, termsMetadata]) expect(String(metadata.description).length).toBeGreaterThan(40);
});

describe('/updates', () => {
  test('versions 1.0.0 to 1.0.4, newest first, from 2025-08-28 to 2025-09-20; 1.0.4 adds Pokemon Gen 1', () => {
    expect(CHANGELOG.map((entry) => entry.version)).toEqual(['1.0.4', '1.0.3', '1.0.2', '1.0.1', '1.0.0']);
    expect(CHANGELOG.map((entry) => entry.date)).toEqual([...CHANGELOG.map((entry) => entry.date)].sort().reverse());
    expect(CHANGELOG.at(-1)?.date).toBe('2025-08-28');
    expect(CHANGELOG[0].date).toBe('2025-09-20');
    expect(JSON.stringify(CHANGELOG[0].changes)).toContain('Pokemon Gen 1');
  });

  test('mentions data-correction reports from the victory screen, shareable daily results and the header tooltips', () => {
    const text = JSON.stringify(CHANGELOG).toLowerCase();
    expect(text).toContain('report incorrect data straight from the victory screen');
    expect(text).toContain('wordle-style');
    expect(text).toContain('tooltips on the category headers');
  });

  test('shows the timeline with dates and categories', () => {
    render(<UpdatesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Updates' })).toBeInTheDocument();
    const releases = screen.getAllByRole('listitem').filter((item) => item.querySelector('h2'));
    expect(releases).toHaveLength(5);
    expect(within(releases[0]).getByRole('heading', { name: 'Version 1.0.4' })).toBeInTheDocument();
    expect(within(releases[0]).getByText('September 20, 2025')).toBeInTheDocument();
    expect(within(releases[0]).getByRole('heading', { name: 'New' })).toBeInTheDocument();
  });
});

describe('/credits', () => {
  test('author, stack and about; no donation section when nothing is configured', () => {
    render(<CreditsPage />);
    expect(screen.getByRole('heading', { name: 'Made by' })).toBeInTheDocument();
    expect(screen.getByText('Next.js')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Support the site' })).toBeNull();
  });

  test('shows only the donation links that have an address', () => {
    process.env.DONATE_COFFEE_URL = 'https://coffee.example/guessdle';
    process.env.DONATE_ETH_ADDRESS = '0x' + 'a'.repeat(40);
    process.env.DONATE_BTC_ADDRESS = 'not an address';
    render(<CreditsPage />);
    expect(screen.getByRole('link', { name: 'Buy us a coffee' })).toHaveAttribute('href', 'https://coffee.example/guessdle');
    expect(screen.getByText('Donate Ethereum')).toBeInTheDocument();
    expect(screen.queryByText('Donate Bitcoin')).toBeNull();
    expect(donationLinks(readEnv()).crypto.map((wallet) => wallet.currency)).toEqual(['Ethereum']);
  });
});

describe('/privacy and /terms', () => {
  test('privacy: what is kept, cookies, local storage, no sale, no analytics or ads, settings, the date and the contact e-mail', () => {
    process.env.CONTACT_EMAIL = 'hello@guessdle.example';
    render(<PrivacyPage />);
    const text = document.body.textContent ?? '';
    for (const phrase of ['Last updated: August 2025', 'username', 'game statistics', 'achievements', 'sign-in provider', 'cookie keeps you signed in', 'local storage holds your game progress', 'do not sell', 'no analytics', 'show no ads', 'access, update or delete your data']) {
      expect(text).toContain(phrase);
    }
    expect(screen.getByRole('link', { name: 'hello@guessdle.example' })).toHaveAttribute('href', 'mailto:hello@guessdle.example');
  });

  test('privacy: "ask us by e-mail" only when an address is configured; without one, the way to write is Submit Feedback', () => {
    const rights = () => screen.getByText(/You can access, update or delete your data/);
    process.env.CONTACT_EMAIL = 'hello@guessdle.example';
    const { unmount } = render(<PrivacyPage />);
    expect(rights()).toHaveTextContent(/with your name removed\. You can also ask us by e-mail\.$/);
    unmount();

    delete process.env.CONTACT_EMAIL;
    render(<PrivacyPage />);
    expect(rights()).toHaveTextContent(/with your name removed\.$/);
    expect(document.body.textContent).not.toContain('e-mail.');
    expect(document.body.textContent).toContain('Write to us through Submit Feedback at the bottom of every page.');
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });

  test('terms: every section the spec names', () => {
    render(<TermsPage />);
    for (const name of ['Using the service', 'Accounts', 'What you post', 'Third-party content', 'Disclaimer', 'Limitation of liability', 'Changes to these terms', 'Governing law']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(document.body.textContent).toContain('laws of the United States');
    expect(document.body.textContent).toContain('Last updated: August 2025');
    expect(document.body.textContent).toContain('Submit Feedback'); // no e-mail configured
  });
});

describe('the footer', () => {
  test('no Community column without social links', () => {
    render(<SiteFooter />);
    expect(screen.queryByRole('heading', { name: 'Community' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  test('the configured social links, opening elsewhere; a malformed one is left out', () => {
    process.env.SOCIAL_GITHUB_URL = 'https://github.com/guessdle';
    process.env.SOCIAL_X_URL = 'javascript:alert(1)';
    render(<SiteFooter />);
    const column = screen.getByRole('heading', { name: 'Community' }).closest('section')!;
    expect(within(column).getAllByRole('link')).toHaveLength(1);
    expect(within(column).getByRole('link', { name: 'GitHub' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(socialLinks(readEnv()).map((link) => link.label)).toEqual(['GitHub']);
  });
});
