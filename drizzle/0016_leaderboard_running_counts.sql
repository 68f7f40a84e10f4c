-- Issue 38: the rank of a player whose streak is not running counted every running player of the board (55.7 ms at
-- 100,000 players, three times its 10,000 figure). leaderboard_running_counts keeps how many running players each board
-- has per last-win day and (best streak, daily games), in the recount's own statement, so that rank is sums over a
-- few hundred count rows plus one tie range read from an index alone (db/queries/leaderboard-rank.ts,
-- db/schema/standings.ts).
--
-- Wins wait for this migration: a win that began before it would recount with the old function body, leaving the new
-- counts behind. Every write of the standings but a username change starts with a game_stats write, so holding
-- game_stats' writers out first (the lock waits for those under way to commit) keeps the backfill and the new body in
-- step; the rest of the migration holds the standings anyway (the index and the constraint below read them whole).
LOCK TABLE "game_stats" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "leaderboard_running_counts" (
	"board" text NOT NULL,
	"run_last" date NOT NULL,
	"best_streak" integer NOT NULL,
	"daily_games" integer NOT NULL,
	"shard" integer NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "leaderboard_running_counts_pk" PRIMARY KEY("board","run_last","best_streak","daily_games","shard")
);
--> statement-breakpoint
ALTER TABLE "leaderboard_standings" ADD CONSTRAINT "leaderboard_standings_running_check" CHECK ("leaderboard_standings"."run_last" is null or ("leaderboard_standings"."run_streak" > 0 and "leaderboard_standings"."run_streak_today" > 0));--> statement-breakpoint
-- The tie range of a stopped viewer counts only the players not running: run_last in the index spares a heap visit
-- per player of the range. Drizzle cannot declare INCLUDE (db/schema/standings.ts says so where the index is).
DROP INDEX "leaderboard_standings_order_idx";--> statement-breakpoint
CREATE INDEX "leaderboard_standings_order_idx" ON "leaderboard_standings" USING btree ("board","best_streak" DESC NULLS LAST,"daily_games" DESC NULLS LAST,"name_key","user_id") INCLUDE ("run_last");--> statement-breakpoint
-- The recount of 0012, now keeping leaderboard_running_counts too: each count table's rows change in key order, and
-- the two tables in the same order in every recount (it is one statement), so two recounts never wait in a circle.
CREATE OR REPLACE FUNCTION "leaderboard_standings_recount"(player_ids text[]) RETURNS void LANGUAGE sql AS $$
  WITH "wanted" AS (
    SELECT * FROM "leaderboard_standings_wanted"(player_ids)
  ),
  -- The rows before this statement (its snapshot): what the counts had for these players.
  "before" AS (
    SELECT "board", "user_id", "best_streak", "daily_games", "run_last" FROM "leaderboard_standings" WHERE "user_id" = ANY(player_ids)
  ),
  "removed" AS (
    DELETE FROM "leaderboard_standings" s
    WHERE s."user_id" = ANY(player_ids) AND NOT EXISTS (SELECT 1 FROM "wanted" w WHERE w."board" = s."board" AND w."user_id" = s."user_id")
  ),
  "kept" AS (
    INSERT INTO "leaderboard_standings" AS s ("board", "user_id", "name_key", "best_streak", "daily_games", "run_last", "run_streak", "run_streak_today")
    SELECT "board", "user_id", "name_key", "best_streak", "daily_games", "run_last", "run_streak", "run_streak_today" FROM "wanted"
    ON CONFLICT ("board", "user_id") DO UPDATE SET
      "name_key" = excluded."name_key", "best_streak" = excluded."best_streak", "daily_games" = excluded."daily_games",
      "run_last" = excluded."run_last", "run_streak" = excluded."run_streak", "run_streak_today" = excluded."run_streak_today"
    WHERE (s."name_key", s."best_streak", s."daily_games", s."run_last", s."run_streak", s."run_streak_today")
      IS DISTINCT FROM (excluded."name_key", excluded."best_streak", excluded."daily_games", excluded."run_last", excluded."run_streak", excluded."run_streak_today")
  ),
  -- Each player's standing counted in (+1) as wanted and out (-1) as it was, in the player's shard.
  "moves" AS (
    SELECT "board", "run_last", "best_streak", "daily_games", abs(hashtext("user_id")) % 16 AS "shard", 1 AS "delta" FROM "wanted"
    UNION ALL
    SELECT "board", "run_last", "best_streak", "daily_games", abs(hashtext("user_id")) % 16, -1 FROM "before"
  ),
  "counted" AS (
    INSERT INTO "leaderboard_standing_counts" AS c ("board", "best_streak", "daily_games", "shard", "players")
    SELECT "board", "best_streak", "daily_games", "shard", sum("delta")::int FROM "moves"
    GROUP BY 1, 2, 3, 4 HAVING sum("delta") <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT ("board", "best_streak", "daily_games", "shard") DO UPDATE SET "players" = c."players" + excluded."players"
  )
  INSERT INTO "leaderboard_running_counts" AS c ("board", "run_last", "best_streak", "daily_games", "shard", "players")
  SELECT "board", "run_last", "best_streak", "daily_games", "shard", sum("delta")::int FROM "moves" WHERE "run_last" IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5 HAVING sum("delta") <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("board", "run_last", "best_streak", "daily_games", "shard") DO UPDATE SET "players" = c."players" + excluded."players";
$$;
--> statement-breakpoint
-- The running standings as they are (game_stats' writers are held out since the first statement).
INSERT INTO "leaderboard_running_counts" ("board", "run_last", "best_streak", "daily_games", "shard", "players")
SELECT "board", "run_last", "best_streak", "daily_games", abs(hashtext("user_id")) % 16, count(*)::int
FROM "leaderboard_standings" WHERE "run_last" IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;