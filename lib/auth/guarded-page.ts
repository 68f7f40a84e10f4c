import type { ReactNode } from 'react';
import { PAGE_ACCESS, type PageAccess, type PageRoute } from './page-access';
import type { PageAccount } from './page-guards';

type ChosenAccount = PageAccount & { username: string };
type AccountFor<Access extends PageAccess> = Access extends 'signed-in'
  ? ChosenAccount
  : Access extends 'admin' | 'signed-in-without-username'
    ? PageAccount
    : never;
/** What guardedPage adds to a page's props: the viewer's account, on the pages whose access reads one. */
export type GuardedProps<Route extends PageRoute> = [AccountFor<(typeof PAGE_ACCESS)[Route]>] extends [never]
  ? object
  : { account: AccountFor<(typeof PAGE_ACCESS)[Route]> };

/**
 * Every page's default export: `Page` behind the access its route is declared with (lib/auth/page-access.ts),
 * given the viewer's account (`account`) where that access reads one. A public page is returned as it is: it
 * reads nothing more and stays static where it was (the server checks, lib/auth/page-guards.ts, and the
 * database behind them are loaded only by the pages that check).
 */
export function guardedPage<Route extends PageRoute, Props extends GuardedProps<Route>>(
  route: Route,
  Page: (props: Props) => ReactNode | Promise<ReactNode>,
): (props?: Omit<Props, 'account'>) => ReactNode | Promise<ReactNode> {
  const access = PAGE_ACCESS[route];
  if (access === 'public' || access === 'public-before-username') return Page as (props?: Omit<Props, 'account'>) => ReactNode;
  return async function GuardedPage(props?: Omit<Props, 'account'>): Promise<ReactNode> {
    const { PAGE_CHECKS } = await import('./page-guards');
    const account = await PAGE_CHECKS[access]?.();
    return Page({ ...props, ...(account ? { account } : {}) } as Props);
  };
}
