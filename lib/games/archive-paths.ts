/** The archive's addresses (issue 29 item 6), for links from any page (no game config needed). */
export const archivePath = (gameId: string) => `/archive/${gameId}`;
export const archiveDayPath = (gameId: string, date: string) => `/archive/${gameId}/${date}`;

/** The breadcrumb trail down to a game's archive (both archive pages start from it). */
export const archiveTrail = (game: { id: string; title: string; route: string }) => [
  { name: 'Daily Challenges', path: '/daily' },
  { name: game.title, path: game.route },
  { name: 'Archive', path: archivePath(game.id) },
];
