/** lib/seo/metadata.ts: the one way a public page writes its metadata, so that none lacks one of the six. */
import { pageMetadata } from '@/lib/seo/metadata';
import { SITE_SHARE_IMAGE } from '@/lib/site';

test("a page's title, description, canonical and Open Graph type, address, title and the site's picture", () => {
  expect(pageMetadata({ title: 'Credits', description: 'Who makes it.', path: '/credits' })).toEqual({
    title: 'Credits',
    description: 'Who makes it.',
    alternates: { canonical: '/credits' },
    openGraph: { type: 'website', siteName: 'Guessdle', title: 'Credits | Guessdle', description: 'Who makes it.', url: '/credits', images: [SITE_SHARE_IMAGE] },
  });
});

test('the home page is titled with the site name alone', () => {
  const metadata = pageMetadata({ description: 'Daily guessing games.', path: '/' });
  expect(metadata.title).toEqual({ absolute: 'Guessdle' });
  expect(metadata.openGraph).toMatchObject({ title: 'Guessdle', url: '/', type: 'website' });
});

test("a profile is og:type profile with the player's name; a page drawing its own picture names none, so Next adds its file's", () => {
  const metadata = pageMetadata({ title: "Ann's profile", description: 'Ann plays.', path: '/profile/Ann', image: 'own', profileOf: 'Ann', robots: { index: false } });
  expect(metadata.openGraph).toMatchObject({ type: 'profile', username: 'Ann', url: '/profile/Ann' });
  expect(metadata.openGraph).not.toHaveProperty('images');
  expect(metadata.robots).toEqual({ index: false });
});
