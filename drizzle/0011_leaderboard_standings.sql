-- Issue 29: each ranked player's standing per leaderboard ('*' = All Games) and how many players each board has per
-- (best streak, daily games), kept from game_stats and the username by triggers, so that a player's rank
-- ("You: #{rank} of {total}") is counted through indexes at 100,000 players (db/queries/leaderboard-rank.ts; the
-- design is in db/schema/standings.ts and docs/PERFORMANCE.md).
CREATE TABLE "leaderboard_standing_counts" (
	"board" text NOT NULL,
	"best_streak" integer NOT NULL,
	"daily_games" integer NOT NULL,
	"shard" integer NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "leaderboard_standing_counts_board_best_streak_daily_games_shard_pk" PRIMARY KEY("board","best_streak","daily_games","shard")
);
--> statement-breakpoint
CREATE TABLE "leaderboard_standings" (
	"board" text NOT NULL,
	"user_id" text NOT NULL,
	"name_key" text NOT NULL,
	"best_streak" integer NOT NULL,
	"daily_games" integer NOT NULL,
	"run_last" date,
	"run_streak" integer DEFAULT 0 NOT NULL,
	"run_streak_today" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "leaderboard_standings_board_user_id_pk" PRIMARY KEY("board","user_id")
);
--> statement-breakpoint
CREATE INDEX "leaderboard_standings_order_idx" ON "leaderboard_standings" USING btree ("board","best_streak" DESC NULLS LAST,"daily_games" DESC NULLS LAST,"name_key","user_id");--> statement-breakpoint
CREATE INDEX "leaderboard_standings_running_idx" ON "leaderboard_standings" USING btree ("board","run_last") WHERE "leaderboard_standings"."run_last" is not null;
--> statement-breakpoint
-- Recomputes the standings of the given players from their game_stats rows (game_stats_user_game_unique) and their
-- username, and the counts they change, in one statement: rows already right are left alone, the rows of players no
-- longer ranked on a board (or whose account is gone) are removed. The counts change in key order, so two
-- transactions lock the count rows they share in the same order (never waiting on each other in a circle). The
-- caller holds the players' users rows (leaderboard_standings_keep, or the username's own update).
CREATE FUNCTION "leaderboard_standings_recount"(player_ids text[]) RETURNS void LANGUAGE sql AS $$
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
  ),
  "wanted" AS (
    SELECT "game" AS "board", "user_id", "name_key", "best" AS "best_streak", "daily" AS "daily_games",
      "run_date" AS "run_last", CASE WHEN "run_date" IS NULL THEN 0 ELSE "streak" END AS "run_streak",
      CASE WHEN "run_date" IS NULL THEN 0 ELSE "streak" END AS "run_streak_today"
    FROM "played" WHERE "daily" > 0
    UNION ALL
    SELECT '*', "user_id", min("name_key"), max("best"), sum("daily")::int, max("newest_run"),
      coalesce(max("streak") FILTER (WHERE "run_date" = "newest_run"), 0),
      coalesce(max("streak") FILTER (WHERE "run_date" >= "newest_run" - 1), 0)
    FROM "newest" GROUP BY "user_id" HAVING sum("daily") > 0
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
--> statement-breakpoint
-- Once per statement on game_stats, like users_keep_game_totals (drizzle/0006_admin_users.sql): a win, the admin's
-- zeroing of broken streaks, a bulk insert, or a deleted account's cascade recounts each player it touched once.
CREATE FUNCTION "leaderboard_standings_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  player_ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    player_ids := ARRAY(SELECT DISTINCT "user_id" FROM "game_stats_new" ORDER BY 1);
  ELSIF TG_OP = 'UPDATE' THEN
    player_ids := ARRAY(SELECT "user_id" FROM "game_stats_new" UNION SELECT "user_id" FROM "game_stats_old" ORDER BY 1);
  ELSE
    player_ids := ARRAY(SELECT DISTINCT "user_id" FROM "game_stats_old" ORDER BY 1);
  END IF;
  -- Two wins of one player in two games at once (two tabs): the second waits here for the first to commit, then its
  -- recount (a new statement, so a new snapshot) sees both. The same lock users_keep_game_totals takes next.
  PERFORM 1 FROM "users" WHERE "id" = ANY(player_ids) ORDER BY "id" FOR NO KEY UPDATE;
  PERFORM "leaderboard_standings_recount"(player_ids);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "game_stats_standings_insert" AFTER INSERT ON "game_stats" REFERENCING NEW TABLE AS "game_stats_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_standings_keep"();
--> statement-breakpoint
CREATE TRIGGER "game_stats_standings_update" AFTER UPDATE ON "game_stats" REFERENCING OLD TABLE AS "game_stats_old" NEW TABLE AS "game_stats_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_standings_keep"();
--> statement-breakpoint
CREATE TRIGGER "game_stats_standings_delete" AFTER DELETE ON "game_stats" REFERENCING OLD TABLE AS "game_stats_old"
  FOR EACH STATEMENT EXECUTE FUNCTION "leaderboard_standings_keep"();
--> statement-breakpoint
-- A username chosen, changed or cleared: the player's name tie-break, or whether they are ranked at all.
CREATE FUNCTION "leaderboard_standings_rename"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "leaderboard_standings_recount"(ARRAY[NEW."id"]);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_standings_rename" AFTER UPDATE OF "username" ON "users"
  FOR EACH ROW WHEN (OLD."username" IS DISTINCT FROM NEW."username") EXECUTE FUNCTION "leaderboard_standings_rename"();
--> statement-breakpoint
-- Every existing player once.
SELECT "leaderboard_standings_recount"(ARRAY(SELECT "id" FROM "users" ORDER BY 1));
