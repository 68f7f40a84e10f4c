'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, type ComponentProps } from 'react';

type LinkProps = ComponentProps<typeof NextLink>;

/**
 * The site's links: next/link, prefetching a page only once the player shows an intent to go there — the pointer
 * on the link, the keyboard's focus on it, a touch — and not every link in view as the page loads (issue 38: the
 * first screen asks only for what it shows; a page of ten links made ten prefetch requests while it loaded).
 * next/link itself never prefetches (prefetch={false}); the intent asks the router for the page once. The link is
 * never re-rendered by the intent: a click that follows the pointer's arrival meets the same link it pointed at.
 * `prefetch={false}` turns prefetching off altogether. Every link of the site goes through here (eslint's
 * no-restricted-imports keeps next/link to this file).
 */
export default function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const router = useRouter();
  const prefetched = useRef(false);
  const showIntent = () => {
    if (prefetch === false || prefetched.current || typeof props.href !== 'string') return;
    prefetched.current = true;
    router.prefetch(props.href);
  };
  return (
    <NextLink
      {...props}
      prefetch={false}
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
