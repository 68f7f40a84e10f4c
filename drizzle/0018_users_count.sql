-- Issue 38: the admin list's total ("Page X of Y") and the dashboard's player count were a count(*) of users, a read of
-- every player on each call (the admin list's page 1: 20 / 44 / 494 ms p50 at 10,000 / 100,000 / 1,000,000 players).
-- users_count keeps that number, in the transaction of every sign-up and account deletion, so both are a sum over 16
-- rows (db/queries/admin-users.ts, db/schema/users-count.ts). Split by player into 16 rows
-- (hashtext(id) & 15, as the standings' counts are since drizzle/0017) so that two sign-ups at once rarely wait on one
-- row's lock until the first commits.
--
-- Sign-ups and deletions wait for this migration: one under way would miss the triggers below yet commit after the
-- backfill counted without it. Holding users' writers out first (the lock waits for those under way to commit) keeps
-- the backfill and the triggers in step.
LOCK TABLE "users" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "users_count" (
	"shard" integer PRIMARY KEY NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "users_count_shard_check" CHECK ("users_count"."shard" between 0 and 15)
);
--> statement-breakpoint
-- All 16 rows always exist (0 when a shard has no player), so a trigger only ever updates a row: the count is
-- never missing a row, and its readers need no other table.
INSERT INTO "users_count" ("shard", "players")
SELECT s."shard", coalesce(u."players", 0)
FROM generate_series(0, 15) AS s("shard")
LEFT JOIN (SELECT (hashtext("id") & 15) AS "shard", count(*)::int AS "players" FROM "users" GROUP BY 1) u ON u."shard" = s."shard";
--> statement-breakpoint
-- Once per statement on users, like the game_stats triggers (drizzle/0006): a sign-up adds 1 to its shard, an account
-- deletion takes 1 off, a bulk insert (the scale seed's 50,000 players a statement) changes each of its shards once.
-- The shards change in shard order, so two statements that touch several never wait on each other in a circle. An
-- update of users changes no count: nothing updates an id (the foreign keys to it do not cascade updates), and a
-- changed id would move its player between shards with the sum unchanged.
CREATE FUNCTION "users_count_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "users_count" AS c ("shard", "players")
    SELECT (hashtext("id") & 15), count(*)::int FROM "users_new" GROUP BY 1 ORDER BY 1
    ON CONFLICT ("shard") DO UPDATE SET "players" = c."players" + excluded."players";
  ELSE
    INSERT INTO "users_count" AS c ("shard", "players")
    SELECT (hashtext("id") & 15), -count(*)::int FROM "users_old" GROUP BY 1 ORDER BY 1
    ON CONFLICT ("shard") DO UPDATE SET "players" = c."players" + excluded."players";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "users_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_count_keep"();
--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "users_old"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_count_keep"();
--> statement-breakpoint
-- A TRUNCATE of users (by hand: a reset) fires no delete trigger: it leaves no player, so every shard is 0.
CREATE FUNCTION "users_count_reset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users_count" SET "players" = 0 WHERE "players" <> 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_count_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_count_reset"();
