-- Issue 38: the leaderboard's top rows are read from the kept standings (db/queries/leaderboard.ts) instead of ranking
-- every player from game_stats (0.2-0.3 s at 100,000 players for All Games). The standings hold every ranked player
-- already (kept by 0011's triggers since then, every existing player counted when 0011 ran), so there is nothing to
-- backfill: these indexes put each running streak's day in the board's order, and replace the (board, run_last) index
-- they begin with.
DROP INDEX "leaderboard_standings_running_idx";--> statement-breakpoint
CREATE INDEX "leaderboard_standings_today_idx" ON "leaderboard_standings" USING btree ("board","run_last","run_streak_today" DESC NULLS LAST,"best_streak" DESC NULLS LAST,"daily_games" DESC NULLS LAST,"name_key","user_id") WHERE "leaderboard_standings"."run_last" is not null;--> statement-breakpoint
CREATE INDEX "leaderboard_standings_yesterday_idx" ON "leaderboard_standings" USING btree ("board","run_last","run_streak" DESC NULLS LAST,"best_streak" DESC NULLS LAST,"daily_games" DESC NULLS LAST,"name_key","user_id") WHERE "leaderboard_standings"."run_last" is not null;