/**
 * Every call the browser makes: path, method, request and response. The response types come from the
 * services the route handlers return (type-only imports: nothing of the server reaches the bundle), so a
 * changed answer fails `tsc` here and in every caller. Components and hooks call these functions, and
 * their tests mock this module instead of URLs.
 */
import type { z } from 'zod';
import type { AccountUser } from '@/lib/auth/account-user';
import type { AchievementsOwner, AchievementView, NewAchievement, OwnAchievementView, PlayerAchievementView } from '@/lib/achievements/types';
import type { GameConfig } from '@/lib/games/game-config';
import type { AnyItem, GameId } from '@/lib/games/types';
import type { OwnProfile, PublicProfile } from '@/lib/profile/types';
import type { checkUsername, setUsername } from '@/lib/services/account/account';
import type { AccountExport } from '@/lib/services/account/data';
import type { getDailySummary } from '@/lib/services/daily/summary';
import type { getDailyGameState } from '@/lib/services/daily/state';
import type { EveryoneStats } from '@/lib/services/daily/everyone-stats';
import type { YesterdaysAnswer } from '@/lib/services/daily/for-viewer';
import type { GameStatsListResponse } from '@/lib/progress/types';
import type { submitDataCorrection, submitFeedback } from '@/lib/services/feedback/feedback';
import type { AdminFeedbackItem, feedbackSummary, listFeedbackForAdmin } from '@/lib/services/admin/feedback';
import type { feedbackUpdateBody } from '@/lib/validation/admin-feedback';
import type { LogoutBody } from '@/lib/validation/logout';
import type { AdminGameStat, AdminUser, dashboardStats, getUserAchievementsForAdmin, listUsers, refreshAchievements } from '@/lib/services/admin/users';
import type { adminStatsUpdateBody, adminUserUpdateBody } from '@/lib/validation/admin-users';
import type { mergeGuestProgress } from '@/lib/services/account/guest-merge';
import type { updateBadge, updateBio } from '@/lib/services/profile/profile';
import type { deleteProfilePicture, uploadProfilePicture } from '@/lib/services/profile/picture';
import type { getLeaderboard } from '@/lib/services/leaderboard/ranking';
import type { getLeaderboardRank } from '@/lib/services/leaderboard/rank';
import type { guessDaily, judgeEndlessGuess, revealDailyHint, revealEndlessHint, startEndlessRound } from '@/lib/services/play/play';
import type { dataCorrectionBody, feedbackSubmitBody } from '@/lib/validation/feedback';
import type { dailyGuessBody, dailyHintBody, endlessGuessBody, endlessHintBody } from '@/lib/validation/game';
import type { guestMergeBody } from '@/lib/validation/progress';
import type { userActivityBody } from '@/lib/validation/achievements';
import type { TimeInfo } from '@/lib/time';
import type { listArchiveDays } from '@/lib/services/archive/days';
import type { getArchiveDay, guessArchive, revealArchiveHint } from '@/lib/services/archive/round';
import type { archiveGuessBody, archiveHintBody } from '@/lib/validation/archive';
import type { getFairness } from '@/lib/services/fairness/fairness';
import type { Appearance } from '@/lib/appearance/appearance';
import type { appearanceBody } from '@/lib/validation/appearance';
import { apiRequest } from './api';

type Answer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

export type CardsResponse = Record<string, AnyItem[]>;
/** Today's puzzle of a game: its date on the server, its number and when the next one starts. */
export interface DailyInfo {
  date: string;
  puzzleNumber: number;
  nextResetUTC: string;
  /** Yesterday's puzzle and its answer's name (null on puzzle #1); never today's. Absent on a day read from elsewhere (the archive). */
  yesterday?: YesterdaysAnswer | null;
}
/** GET /api/daily/{game}: the item itself (under the game's dailyDataField) only after a signed-in win. */
export type DailyInfoResponse = DailyInfo & Record<string, unknown>;
export type DailyGuessResponse = Answer<typeof guessDaily>;
export type DailyHintResponse = Answer<typeof revealDailyHint>;
export type EndlessStartResponse = ReturnType<typeof startEndlessRound>;
/** The judged outcome; on a win, `counted` says whether this call recorded it (lib/services/play/play.ts). */
export type EndlessGuessResponse = ReturnType<typeof judgeEndlessGuess>['outcome'] & { counted?: boolean };
export type EndlessHintResponse = ReturnType<typeof revealEndlessHint>;
export type LeaderboardAnswer = Answer<typeof getLeaderboard>;
export type DailySummaryAnswer = Answer<typeof getDailySummary>;
export type DailyStateAnswer = Answer<typeof getDailyGameState>;
export type GuestMergeAnswer = Answer<typeof mergeGuestProgress>;
export type UsernameCheckResponse = Answer<typeof checkUsername>;
export type SetUsernameResponse = { success: true; user: Answer<typeof setUsername> };
export type DataCorrectionResponse = Answer<typeof submitDataCorrection>;
export type CurrentUserResponse = { user: AccountUser };
export type BioResponse = Answer<typeof updateBio>;
export type BadgeResponse = Answer<typeof updateBadge>;
export type PictureUploadResponse = Answer<typeof uploadProfilePicture>;
export type PictureDeleteResponse = Answer<typeof deleteProfilePicture>;
export type { AccountExport, OwnProfile, PublicProfile };

const userPath = (userId: string) => `/api/daily-game-states/user/${encodeURIComponent(userId)}`;
const accountPath = (userId: string) => `/auth/users/${encodeURIComponent(userId)}`;

// Game catalogue and daily puzzle
/** GET {game.apiEndpoint}: every item of the game under its itemsArrayField. */
export const getCards = (game: GameConfig) => apiRequest<CardsResponse>(game.apiEndpoint);
/** GET /api/daily/{game}: today's date, puzzle number and next reset. */
export const getDailyInfo = (game: GameConfig) => apiRequest<DailyInfoResponse>(game.dailyApiEndpoint);
/** GET /api/time/info. */
export const getTimeInfo = () => apiRequest<TimeInfo>('/api/time/info');

// Playing
/** POST /api/daily/{game}/guess: the judged row; a signed-in win also carries the new streak. */
export const postDailyGuess = (game: Pick<GameConfig, 'dailyApiEndpoint'>, body: z.input<typeof dailyGuessBody>) =>
  apiRequest<DailyGuessResponse>(`${game.dailyApiEndpoint}/guess`, { method: 'POST', body });
export const postDailyHint = (game: GameConfig, body: z.input<typeof dailyHintBody>) =>
  apiRequest<DailyHintResponse>(`${game.dailyApiEndpoint}/hint`, { method: 'POST', body });
export const postEndlessStart = (game: GameConfig) => apiRequest<EndlessStartResponse>(`/api/endless/${game.id}`, { method: 'POST' });
export const postEndlessGuess = (game: Pick<GameConfig, 'id'>, body: z.input<typeof endlessGuessBody>) =>
  apiRequest<EndlessGuessResponse>(`/api/endless/${game.id}/guess`, { method: 'POST', body });
export const postEndlessHint = (game: GameConfig, body: z.input<typeof endlessHintBody>) =>
  apiRequest<EndlessHintResponse>(`/api/endless/${game.id}/hint`, { method: 'POST', body });
export const postDataCorrection = (body: z.input<typeof dataCorrectionBody>) =>
  apiRequest<DataCorrectionResponse>('/api/feedback/data-correction', { method: 'POST', body });
/** POST /api/feedback/submit: the footer's feedback and bug report forms. */
export const postFeedback = (body: z.input<typeof feedbackSubmitBody>) => apiRequest<Answer<typeof submitFeedback>>('/api/feedback/submit', { method: 'POST', body });

// A signed-in player's progress
export const getDailyState = (userId: string, game: GameConfig, date: string) =>
  apiRequest<DailyStateAnswer>(`${userPath(userId)}/game/${game.id}/date/${date}`);
export const getDailySummaryOf = (userId: string, date: string) => apiRequest<DailySummaryAnswer>(`${userPath(userId)}/summary/${date}`);
export const postGuestMerge = (body: z.input<typeof guestMergeBody>) =>
  apiRequest<GuestMergeAnswer>('/api/daily-game-states/merge', { method: 'POST', body });

// Rankings
export type LeaderboardGame = GameId | 'all';

export function leaderboardEndpoint(game: LeaderboardGame, limit: number): string {
  const path = game === 'all' ? '/api/leaderboard/real-time' : `/api/leaderboard/real-time/${game}`;
  return `${path}?limit=${limit}`;
}
/** GET /api/leaderboard/real-time[/{game}]?limit=N. */
export const getLeaderboardRanking = (game: LeaderboardGame, limit: number) => apiRequest<LeaderboardAnswer>(leaderboardEndpoint(game, limit));

// Session and account
export const getCurrentUser = () => apiRequest<CurrentUserResponse>('/auth/me');
export const postSessionRefresh = () => apiRequest<{ ok: true }>('/auth/refresh', { method: 'POST' });
/** No body: ends this browser's session; {revocationToken}: resends a sign-out the server could not confirm (lib/client/pending-logout.ts). */
export const postLogout = (body?: LogoutBody) => apiRequest<{ ok: true }>('/auth/logout', { method: 'POST', body });
export const postLogoutEverywhere = () => apiRequest<{ ok: true }>('/auth/logout-all', { method: 'POST', body: {} });
export const postUsernameCheck = (username: string) => apiRequest<UsernameCheckResponse>('/auth/check-username', { method: 'POST', body: { username } });
export const postSetUsername = (username: string) => apiRequest<SetUsernameResponse>('/auth/set-username', { method: 'POST', body: { username } });

// Profile (accounts-side §7.1) and the player's data
export const getOwnProfile = (userId: string) => apiRequest<OwnProfile>(`/auth/users/profile/${encodeURIComponent(userId)}`);
/** By user id or username. */
export const getPublicProfile = (idOrUsername: string) => apiRequest<PublicProfile>(`/auth/public-profile/${encodeURIComponent(idOrUsername)}`);
export const putBio = (userId: string, bio: string) => apiRequest<BioResponse>(`${accountPath(userId)}/bio`, { method: 'PUT', body: { bio } });
export const putBadge = (userId: string, badgeAchievementId: number | null) =>
  apiRequest<BadgeResponse>(`${accountPath(userId)}/badge`, { method: 'PUT', body: { badge_achievement_id: badgeAchievementId } });
/** POST /api/profile-picture/upload: the cropped JPEG as multipart field profilePicture. */
export function postProfilePicture(picture: Blob) {
  const form = new FormData();
  form.append('profilePicture', picture, 'profile-picture.jpg');
  return apiRequest<PictureUploadResponse>('/api/profile-picture/upload', { method: 'POST', body: form });
}
export const deletePicture = () => apiRequest<PictureDeleteResponse>('/api/profile-picture', { method: 'DELETE' });
export const postAccountExport = (userId: string) => apiRequest<AccountExport>(`${accountPath(userId)}/export`, { method: 'POST', body: {} });
export const deleteAccount = (userId: string, confirm: string) => apiRequest<{ ok: true }>(accountPath(userId), { method: 'DELETE', body: { confirm } });

// Achievements (accounts-side §7.2)
export const getAllAchievements = () => apiRequest<{ achievements: AchievementView[] }>('/api/achievements');
export const getOwnAchievements = (userId: string) => apiRequest<{ achievements: OwnAchievementView[] }>(`/api/achievements/user/${encodeURIComponent(userId)}`);
/** By user id or username: who the player is and every achievement, unlocked or not. */
export const getPublicAchievements = (idOrUsername: string) =>
  apiRequest<{ user: AchievementsOwner; allAchievements: PlayerAchievementView[] }>(`/api/achievements/public/user/${encodeURIComponent(idOrUsername)}/all`);
export const postMarkNotified = (achievementIds: number[]) =>
  apiRequest<{ ok: true; marked: number }>('/api/achievements/mark-notified', { method: 'POST', body: { achievementIds } });
export const postEasterEgg = (easterEgg: string) =>
  apiRequest<{ success: true; newAchievements: NewAchievement[] }>('/api/achievements/easter-egg', { method: 'POST', body: { easterEgg } });
export const postUserActivity = (body: z.input<typeof userActivityBody>) =>
  apiRequest<{ ok: true; newAchievements: NewAchievement[] }>('/api/user-activities', { method: 'POST', body });

// Admin: feedback (accounts-side §7.5)
export type AdminFeedbackList = Answer<typeof listFeedbackForAdmin>;
export type AdminFeedbackSummary = Answer<typeof feedbackSummary>;
export type { AdminFeedbackItem };
/** GET /api/admin/feedback: empty filters are left out of the query. */
export function getAdminFeedback(query: { page: number; limit: number; type?: string; status?: string; search?: string }) {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  for (const name of ['type', 'status', 'search'] as const) if (query[name]) params.set(name, query[name]);
  return apiRequest<AdminFeedbackList>(`/api/admin/feedback?${params}`);
}
export const getAdminFeedbackSummary = () => apiRequest<AdminFeedbackSummary>('/api/admin/feedback/stats/summary');
export const putAdminFeedback = (id: number, body: z.input<typeof feedbackUpdateBody>) =>
  apiRequest<{ feedback: AdminFeedbackItem }>(`/api/admin/feedback/${id}`, { method: 'PUT', body });

// Admin: players and actions (accounts-side §7.5)
export type AdminDashboardStats = Answer<typeof dashboardStats>;
export type AdminUserList = Answer<typeof listUsers>;
export type AdminUserAchievements = Answer<typeof getUserAchievementsForAdmin>;
export type AdminRefreshResult = Answer<typeof refreshAchievements>;
export type { AdminGameStat, AdminUser };
const adminUserPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;
export const getAdminDashboard = () => apiRequest<AdminDashboardStats>('/api/admin/dashboard');
/** GET /api/admin/users: an empty search is left out of the query. */
export function getAdminUsers(query: { search: string; page: number; limit: number; sortBy: string; sortOrder: string }) {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit), sortBy: query.sortBy, sortOrder: query.sortOrder });
  if (query.search) params.set('search', query.search);
  return apiRequest<AdminUserList>(`/api/admin/users?${params}`);
}
export const putAdminUser = (id: string, body: z.input<typeof adminUserUpdateBody>) => apiRequest<{ user: AdminUser }>(adminUserPath(id), { method: 'PUT', body });
export const getAdminUserStats = (id: string) => apiRequest<{ stats: AdminGameStat[] }>(`${adminUserPath(id)}/stats`);
export const putAdminUserStats = (id: string, body: z.input<typeof adminStatsUpdateBody>) => apiRequest<{ stats: AdminGameStat[] }>(`${adminUserPath(id)}/stats`, { method: 'PUT', body });
export const getAdminUserAchievements = (id: string) => apiRequest<AdminUserAchievements>(`${adminUserPath(id)}/achievements`);
export const postGrantAchievement = (id: string, achievementId: number) =>
  apiRequest<{ granted: boolean }>(`${adminUserPath(id)}/achievements/grant`, { method: 'POST', body: { achievementId } });
export const deleteRevokeAchievement = (id: string, achievementId: number) =>
  apiRequest<{ revoked: boolean }>(`${adminUserPath(id)}/achievements/revoke`, { method: 'DELETE', body: { achievementId } });
/** One stretch of the refresh: from the start, or on from where the previous call stopped. */
export const postRefreshAchievements = (after: string | null) =>
  apiRequest<AdminRefreshResult>(`/api/admin/actions/refresh-achievements${after ? `?after=${encodeURIComponent(after)}` : ''}`, { method: 'POST' });

// The archive of past daily puzzles (issue 29)
export type ArchiveListAnswer = Answer<typeof listArchiveDays>;
export type ArchiveDayAnswer = Answer<typeof getArchiveDay>;
export type ArchiveGuessResponse = Answer<typeof guessArchive>;
export type ArchiveHintResponse = Answer<typeof revealArchiveHint>;
const archivePath = (game: Pick<GameConfig, 'id'>, date?: string) => `/api/archive/${game.id}${date ? `/${date}` : ''}`;
/** GET /api/archive/{game}?page=N. */
export const getArchiveList = (game: Pick<GameConfig, 'id'>, page: number) => apiRequest<ArchiveListAnswer>(`${archivePath(game)}?page=${page}`);
/** GET /api/archive/{game}/{date}. */
export const getArchiveDayInfo = (game: Pick<GameConfig, 'id'>, date: string) => apiRequest<ArchiveDayAnswer>(archivePath(game, date));
export const postArchiveGuess = (game: Pick<GameConfig, 'id'>, date: string, body: z.input<typeof archiveGuessBody>) =>
  apiRequest<ArchiveGuessResponse>(`${archivePath(game, date)}/guess`, { method: 'POST', body });
export const postArchiveHint = (game: Pick<GameConfig, 'id'>, date: string, body: z.input<typeof archiveHintBody>) =>
  apiRequest<ArchiveHintResponse>(`${archivePath(game, date)}/hint`, { method: 'POST', body });
// Statistics after a daily win (issue 29)
export type { EveryoneStats, GameStatsListResponse, YesterdaysAnswer };
/** GET /api/daily/{game}/stats: everyone's numbers for today, after the viewer's win (a guest sends the winning receipt). */
export const getEveryoneStats = (game: GameConfig, receipt: string | null) =>
  apiRequest<EveryoneStats>(`${game.dailyApiEndpoint}/stats${receipt ? `?receipt=${encodeURIComponent(receipt)}` : ''}`);
/** GET /api/game-stats/user/{userId}: the player's stats in every game played, each with its daily history. */
export const getOwnGameStats = (userId: string) => apiRequest<GameStatsListResponse>(`/api/game-stats/user/${encodeURIComponent(userId)}`);
/** GET /api/leaderboard/rank: the signed-in player's place on a board (issue 29); rank null when not ranked. */
export type LeaderboardRankAnswer = Answer<typeof getLeaderboardRank>;
export const getLeaderboardRankOf = (game: LeaderboardGame) =>
  apiRequest<LeaderboardRankAnswer>(`/api/leaderboard/rank${game === 'all' ? '' : `?game=${encodeURIComponent(game)}`}`);
// The provably fair daily answers (issue 30)
export type FairnessAnswer = Answer<typeof getFairness>;
/** GET /api/fairness/{game}?page=N: the published commitments and a page of revealed days. */
export const getFairnessPage = (game: string, page: number) => apiRequest<FairnessAnswer>(`/api/fairness/${encodeURIComponent(game)}?page=${page}`);
// The player's theme and palette on the account (issue 30)
export type { Appearance };
/** GET /auth/users/{id}/appearance. */
export const getAccountAppearance = (userId: string) => apiRequest<Appearance>(`${accountPath(userId)}/appearance`);
/** PUT /auth/users/{id}/appearance {theme, highContrast}: the stored choice. */
export const putAccountAppearance = (userId: string, body: z.input<typeof appearanceBody>) =>
  apiRequest<Appearance>(`${accountPath(userId)}/appearance`, { method: 'PUT', body });
