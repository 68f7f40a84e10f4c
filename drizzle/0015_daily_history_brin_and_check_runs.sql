-- Issue 38: how the daily history is kept as it grows (~350 MB a day at 1,000,000 daily players). It stays one table:
-- every read of it is one player's rows through the (user_id, game, date) btree, whose depth grows with the log of its
-- size, and the all-time rules (streaks, unlocks) need a player's whole history, so no part of it can be moved away.
-- What grows with it are the whole-table reads of `npm run db:check`: it now checks only what changed since its last
-- run (consistency_check_runs), found through these BRIN indexes on the append-ordered times (a few kilobytes each,
-- however long the history), with `--full` on demand. Building them reads each table once.
CREATE TABLE "consistency_check_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"full" boolean NOT NULL,
	"players" integer,
	"differences" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "daily_game_states_updated_at_brin_idx" ON "daily_game_states" USING brin ("updated_at");--> statement-breakpoint
CREATE INDEX "daily_wins_date_brin_idx" ON "daily_wins" USING brin ("date");--> statement-breakpoint
CREATE INDEX "daily_wins_won_at_brin_idx" ON "daily_wins" USING brin ("won_at");--> statement-breakpoint
CREATE INDEX "endless_wins_won_at_brin_idx" ON "endless_wins" USING brin ("won_at");--> statement-breakpoint
CREATE INDEX "user_achievements_unlocked_at_brin_idx" ON "user_achievements" USING brin ("unlocked_at");