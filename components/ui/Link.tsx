'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The site's links: next/link, prefetching a page only once the player shows an intent to go there — the pointer
 * on the link, the keyboard's focus on it, a touch — and not every link in view as the page loads (issue 38: the
 * first screen asks only for what it shows; a page of ten links made ten prefetch requests while it loaded). After
 * the intent the link prefetches as next/link does. `prefetch={false}` still turns prefetching off altogether.
 * Every link of the site goes through here (eslint's no-restricted-imports keeps next/link to this file).
 */
export default function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const [intent, setIntent] = useState(false);
  const showIntent = () => setIntent(true);
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false ? false : intent ? prefetch : false}
      onMouseEnter={(event) => {
        showIntent();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        showIntent();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        showIntent();
        onTouchStart?.(event);
      }}
    />
  );
}
