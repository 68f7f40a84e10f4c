-- Issue 38: the rank of a player whose streak runs counted, one by one, every running player ahead of them (18 / 76 /
-- 387 ms at 10,000 / 100,000 / 1,000,000 players). Two more counts, kept in the standings' recount statement like
-- 0016's, bound it: leaderboard_streak_counts (how many running players per board, day and streak, as counted on the
-- standing's last-win day and on the day after) for the players with a longer streak, and leaderboard_streak_tie_counts
-- (the same per best streak and daily games) for the level ones ahead on those tie-breaks; only the viewer's own
-- (streak, best, daily) group is still read player by player, for the name (db/queries/leaderboard-rank.ts).
--
-- Wins wait for this migration, as for 0016: game_stats' writers are held out first, and username changes (the other
-- writer of the standings) next, so the counts rebuilt below and the new body agree.
LOCK TABLE "game_stats" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
LOCK TABLE "users" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "leaderboard_streak_counts" (
	"board" text NOT NULL,
	"counted_as" text NOT NULL,
	"run_last" date NOT NULL,
	"streak" integer NOT NULL,
	"shard" integer NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "leaderboard_streak_counts_pk" PRIMARY KEY("board","counted_as","run_last","streak","shard"),
	CONSTRAINT "leaderboard_streak_counts_counted_as_check" CHECK ("leaderboard_streak_counts"."counted_as" in ('today', 'yesterday'))
);
--> statement-breakpoint
CREATE TABLE "leaderboard_streak_tie_counts" (
	"board" text NOT NULL,
	"counted_as" text NOT NULL,
	"run_last" date NOT NULL,
	"streak" integer NOT NULL,
	"best_streak" integer NOT NULL,
	"daily_games" integer NOT NULL,
	"shard" integer NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "leaderboard_streak_tie_counts_pk" PRIMARY KEY("board","counted_as","run_last","streak","best_streak","daily_games","shard"),
	CONSTRAINT "leaderboard_streak_tie_counts_counted_as_check" CHECK ("leaderboard_streak_tie_counts"."counted_as" in ('today', 'yesterday'))
);--> statement-breakpoint
-- The recount of 0016, now keeping the two streak counts too, after the others: every recount writes the four count
-- tables in the same order, each in key order. A player's shard is now `hashtext(user_id) & 15`: 0016's
-- `abs(hashtext(user_id)) % 16` failed (integer out of range) for the one hash abs() cannot negate, so such a player
-- could never win. Every recount counts a player in and out by the same expression in one statement, and every reader
-- sums a group's shards, so rows counted by the old expression stay right (a shard may hold a negative part of a sum).
CREATE OR REPLACE FUNCTION "leaderboard_standings_recount"(player_ids text[]) RETURNS void LANGUAGE sql AS $$
  WITH "wanted" AS (
    SELECT * FROM "leaderboard_standings_wanted"(player_ids)
  ),
  -- The rows before this statement (its snapshot): what the counts had for these players.
  "before" AS (
    SELECT "board", "user_id", "best_streak", "daily_games", "run_last", "run_streak", "run_streak_today" FROM "leaderboard_standings" WHERE "user_id" = ANY(player_ids)
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
    SELECT "board", "run_last", "run_streak", "run_streak_today", "best_streak", "daily_games", (hashtext("user_id") & 15) AS "shard", 1 AS "delta" FROM "wanted"
    UNION ALL
    SELECT "board", "run_last", "run_streak", "run_streak_today", "best_streak", "daily_games", (hashtext("user_id") & 15), -1 FROM "before"
  ),
  -- Each running standing's moves twice: with the streak that counts on its last win's day, and the day after.
  "streak_moves" AS (
    SELECT "board", 'today' AS "counted_as", "run_last", "run_streak_today" AS "streak", "best_streak", "daily_games", "shard", "delta"
    FROM "moves" WHERE "run_last" IS NOT NULL
    UNION ALL
    SELECT "board", 'yesterday', "run_last", "run_streak", "best_streak", "daily_games", "shard", "delta"
    FROM "moves" WHERE "run_last" IS NOT NULL
  ),
  "counted" AS (
    INSERT INTO "leaderboard_standing_counts" AS c ("board", "best_streak", "daily_games", "shard", "players")
    SELECT "board", "best_streak", "daily_games", "shard", sum("delta")::int FROM "moves"
    GROUP BY 1, 2, 3, 4 HAVING sum("delta") <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT ("board", "best_streak", "daily_games", "shard") DO UPDATE SET "players" = c."players" + excluded."players"
  ),
  "running_counted" AS (
    INSERT INTO "leaderboard_running_counts" AS c ("board", "run_last", "best_streak", "daily_games", "shard", "players")
    SELECT "board", "run_last", "best_streak", "daily_games", "shard", sum("delta")::int FROM "moves" WHERE "run_last" IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5 HAVING sum("delta") <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT ("board", "run_last", "best_streak", "daily_games", "shard") DO UPDATE SET "players" = c."players" + excluded."players"
  ),
  "tie_counted" AS (
    INSERT INTO "leaderboard_streak_tie_counts" AS c ("board", "counted_as", "run_last", "streak", "best_streak", "daily_games", "shard", "players")
    SELECT "board", "counted_as", "run_last", "streak", "best_streak", "daily_games", "shard", sum("delta")::int FROM "streak_moves"
    GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum("delta") <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ("board", "counted_as", "run_last", "streak", "best_streak", "daily_games", "shard") DO UPDATE SET "players" = c."players" + excluded."players"
  )
  INSERT INTO "leaderboard_streak_counts" AS c ("board", "counted_as", "run_last", "streak", "shard", "players")
  SELECT "board", "counted_as", "run_last", "streak", "shard", sum("delta")::int FROM "streak_moves"
  GROUP BY 1, 2, 3, 4, 5 HAVING sum("delta") <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("board", "counted_as", "run_last", "streak", "shard") DO UPDATE SET "players" = c."players" + excluded."players";
$$;
--> statement-breakpoint
-- A count row that falls to 0 is deleted in the statement that emptied it: rows of days whose players have all moved
-- on (their streaks zeroed) would otherwise stay for good, about 16 per group and day (at 1,000,000 players 2.4 million
-- zero rows of leaderboard_streak_tie_counts after one zeroing of the seed's broken streaks), for db:check to read.
-- A recount that counts someone there again inserts the row anew (ON CONFLICT finds none).
CREATE FUNCTION "leaderboard_counts_drop_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'leaderboard_standing_counts' THEN
    DELETE FROM "leaderboard_standing_counts" WHERE ("board", "best_streak", "daily_games", "shard")
      = (NEW."board", NEW."best_streak", NEW."daily_games", NEW."shard") AND "players" = 0;
  ELSIF TG_TABLE_NAME = 'leaderboard_running_counts' THEN
    DELETE FROM "leaderboard_running_counts" WHERE ("board", "run_last", "best_streak", "daily_games", "shard")
      = (NEW."board", NEW."run_last", NEW."best_streak", NEW."daily_games", NEW."shard") AND "players" = 0;
  ELSIF TG_TABLE_NAME = 'leaderboard_streak_tie_counts' THEN
    DELETE FROM "leaderboard_streak_tie_counts" WHERE ("board", "counted_as", "run_last", "streak", "best_streak", "daily_games", "shard")
      = (NEW."board", NEW."counted_as", NEW."run_last", NEW."streak", NEW."best_streak", NEW."daily_games", NEW."shard") AND "players" = 0;
  ELSE
    DELETE FROM "leaderboard_streak_counts" WHERE ("board", "counted_as", "run_last", "streak", "shard")
      = (NEW."board", NEW."counted_as", NEW."run_last", NEW."streak", NEW."shard") AND "players" = 0;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "leaderboard_standing_counts_drop_empty" AFTER UPDATE ON "leaderboard_standing_counts"
  FOR EACH ROW WHEN (NEW."players" = 0) EXECUTE FUNCTION "leaderboard_counts_drop_empty"();--> statement-breakpoint
CREATE TRIGGER "leaderboard_running_counts_drop_empty" AFTER UPDATE ON "leaderboard_running_counts"
  FOR EACH ROW WHEN (NEW."players" = 0) EXECUTE FUNCTION "leaderboard_counts_drop_empty"();--> statement-breakpoint
CREATE TRIGGER "leaderboard_streak_tie_counts_drop_empty" AFTER UPDATE ON "leaderboard_streak_tie_counts"
  FOR EACH ROW WHEN (NEW."players" = 0) EXECUTE FUNCTION "leaderboard_counts_drop_empty"();--> statement-breakpoint
CREATE TRIGGER "leaderboard_streak_counts_drop_empty" AFTER UPDATE ON "leaderboard_streak_counts"
  FOR EACH ROW WHEN (NEW."players" = 0) EXECUTE FUNCTION "leaderboard_counts_drop_empty"();--> statement-breakpoint
-- Every count rebuilt from the standings as they are, by the new shard expression (the writers are held out since
-- the first statements): the zero rows go, and each player's rows are in the shard the recount now moves them in.
DELETE FROM "leaderboard_standing_counts";--> statement-breakpoint
INSERT INTO "leaderboard_standing_counts" ("board", "best_streak", "daily_games", "shard", "players")
SELECT "board", "best_streak", "daily_games", (hashtext("user_id") & 15), count(*)::int
FROM "leaderboard_standings" GROUP BY 1, 2, 3, 4;--> statement-breakpoint
DELETE FROM "leaderboard_running_counts";--> statement-breakpoint
INSERT INTO "leaderboard_running_counts" ("board", "run_last", "best_streak", "daily_games", "shard", "players")
SELECT "board", "run_last", "best_streak", "daily_games", (hashtext("user_id") & 15), count(*)::int
FROM "leaderboard_standings" WHERE "run_last" IS NOT NULL GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "leaderboard_streak_tie_counts" ("board", "counted_as", "run_last", "streak", "best_streak", "daily_games", "shard", "players")
SELECT "board", "counted_as", "run_last", "streak", "best_streak", "daily_games", (hashtext("user_id") & 15), count(*)::int
FROM "leaderboard_standings"
CROSS JOIN LATERAL (VALUES ('today', "run_streak_today"), ('yesterday', "run_streak")) AS k("counted_as", "streak")
WHERE "run_last" IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
INSERT INTO "leaderboard_streak_counts" ("board", "counted_as", "run_last", "streak", "shard", "players")
SELECT "board", "counted_as", "run_last", "streak", "shard", sum("players")::int
FROM "leaderboard_streak_tie_counts"
GROUP BY 1, 2, 3, 4, 5;
