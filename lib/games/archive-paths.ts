/** The archive's addresses (issue 29 item 6), for links from any page (no game config needed). */
export const archivePath = (gameId: string) => `/archive/${gameId}`;
export const archiveDayPath = (gameId: string, date: string) => `/archive/${gameId}/${date}`;
