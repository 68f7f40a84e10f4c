-- Issue 29: the win's recount of a player's standings read and replaced their rows by user_id, which the primary key
-- (board, user_id) does not serve: every win scanned all standings (~70 ms at 100,000 players). This index serves it.
-- And the standings each player should have move into one function read by two: the recount the game_stats and
-- username triggers run (which writes them, drizzle/0011_leaderboard_standings.sql) and `npm run db:check` (which
-- compares them with the kept rows). The rule is 0011's, moved here unchanged.
CREATE INDEX "leaderboard_standings_user_idx" ON "leaderboard_standings" USING btree ("user_id");--> statement-breakpoint
CREATE FUNCTION "leaderboard_standings_wanted"(player_ids text[])
RETURNS TABLE ("board" text, "user_id" text, "name_key" text, "best_streak" integer, "daily_games" integer, "run_last" date, "run_streak" integer, "run_streak_today" integer)
LANGUAGE sql STABLE AS $$
  WITH "played" AS (
    SELECT g."user_id", g."game", g."best_daily_streak" AS "best", g."total_daily_games_played" AS "daily",
      CASE WHEN g."current_daily_streak" > 0 THEN g."last_daily_win_date" END AS "run_date",
      g."current_daily_streak" AS "streak", lower(u."username") AS "name_key"
    FROM unnest(player_ids) AS p("user_id")
    JOIN "users" u ON u."id" = p."user_id" AND u."username" IS NOT NULL
    JOIN "game_stats" g ON g."user_id" = p."user_id"
  ),
  "newest" AS (
    SELECT *, max("run_date") OVER (PARTITION BY "user_id") AS "newest_run" FROM "played"
  )
  SELECT "game", "user_id", "name_key", "best", "daily",
    "run_date", CASE WHEN "run_date" IS NULL THEN 0 ELSE "streak" END,
    CASE WHEN "run_date" IS NULL THEN 0 ELSE "streak" END
  FROM "played" WHERE "daily" > 0
  UNION ALL
  SELECT '*', "user_id", min("name_key"), max("best"), sum("daily")::int, max("newest_run"),
    coalesce(max("streak") FILTER (WHERE "run_date" = "newest_run"), 0),
    coalesce(max("streak") FILTER (WHERE "run_date" >= "newest_run" - 1), 0)
  FROM "newest" GROUP BY "user_id" HAVING sum("daily") > 0
$$;
--> statement-breakpoint
-- The recount of 0011, reading the function above.
CREATE OR REPLACE FUNCTION "leaderboard_standings_recount"(player_ids text[]) RETURNS void LANGUAGE sql AS $$
  WITH "wanted" AS (
    SELECT * FROM "leaderboard_standings_wanted"(player_ids)
  ),
  -- The rows before this statement (its snapshot): what the counts had for these players.
  "before" AS (
    SELECT "board", "user_id", "best_streak", "daily_games" FROM "leaderboard_standings" WHERE "user_id" = ANY(player_ids)
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
  )
  INSERT INTO "leaderboard_standing_counts" AS c ("board", "best_streak", "daily_games", "shard", "players")
  SELECT "board", "best_streak", "daily_games", "shard", sum("delta")::int FROM (
    SELECT "board", "best_streak", "daily_games", abs(hashtext("user_id")) % 16 AS "shard", 1 AS "delta" FROM "wanted"
    UNION ALL
    SELECT "board", "best_streak", "daily_games", abs(hashtext("user_id")) % 16, -1 FROM "before"
  ) d
  GROUP BY 1, 2, 3, 4 HAVING sum("delta") <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT ("board", "best_streak", "daily_games", "shard") DO UPDATE SET "players" = c."players" + excluded."players";
$$;
