import type { Metadata, Viewport } from 'next';
import { UnannouncedUnlocksSlot } from '@/components/achievements/UnannouncedUnlocksSlot';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { RoleWatch } from '@/components/auth/RoleWatch';
import { DevLoginBanner } from '@/components/layout/DevLoginBanner';
import { MenuBar } from '@/components/layout/MenuBar';
import { QueryProvider } from '@/components/layout/QueryProvider';
import { ServiceWorkerRegistration } from '@/components/layout/ServiceWorkerRegistration';
import { SkipLink } from '@/components/layout/SkipLink';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { ToastProvider } from '@/components/ui/toast';
import { THEME_SCRIPT } from '@/lib/appearance/theme-script';
import { SITE_BACKGROUNDS, SITE_DESCRIPTION, SITE_NAME, siteUrl } from '@/lib/site';
import './globals.css';
import './result-colours.css';

/**
 * What every page inherits; the public pages set theirs through pageMetadata() (lib/seo/metadata.ts). The
 * icons and the web manifest come from Next's file conventions: app/favicon.ico, icon.svg, apple-icon.png, manifest.ts.
 */
export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  openGraph: { siteName: SITE_NAME, type: 'website' },
  // Every page's share image (a game's, a profile's) is also its large Twitter card.
  twitter: { card: 'summary_large_image' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  // The browser's bar follows the system's scheme (a chosen theme that differs cannot reach it before the page runs).
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: SITE_BACKGROUNDS.light },
    { media: '(prefers-color-scheme: dark)', color: SITE_BACKGROUNDS.dark },
  ],
};

/**
 * Pages that read nothing per request (the home and game pages) are prerendered at build time and served
 * as built; the others render per request with a CSP nonce (lib/security/page-security.ts). The theme
 * script sets <html>'s data-theme / data-contrast before the first paint (hence suppressHydrationWarning).
 */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
      </head>
      <body>
        <SkipLink />
        <ServiceWorkerRegistration />
        <QueryProvider>
          <AuthProvider>
            <RoleWatch />
            <ToastProvider>
              <DevLoginBanner />
              <MenuBar />
              <main id="main" tabIndex={-1}>
                {children}
              </main>
              <SiteFooter />
              <UnannouncedUnlocksSlot />
            </ToastProvider>
          </AuthProvider>
        </QueryProvider>
      </body>
    </html>
  );
}
