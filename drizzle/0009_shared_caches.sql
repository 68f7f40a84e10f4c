-- What each server process kept to itself, made one for the whole site (issue 27): the leaderboard snapshots
-- (one ranking per period, taken by whichever process wins an advisory lock) and the change counters that tell
-- every process when a ranking is stale or a remembered daily puzzle was corrected.
CREATE SEQUENCE "public"."daily_puzzle_changes" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."leaderboard_changes" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "leaderboard_snapshots" (
	"ranking" text PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"changes_seen" bigint NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
-- A stored daily puzzle changes only by hand (a correction, the e2e set-up hook): every such change advances
-- daily_puzzle_changes, and each server process drops its remembered puzzles when it sees a new value.
CREATE FUNCTION "daily_puzzles_note_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('daily_puzzle_changes');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "daily_puzzles_changed" AFTER UPDATE OR DELETE ON "daily_puzzles"
  FOR EACH ROW EXECUTE FUNCTION "daily_puzzles_note_change"();--> statement-breakpoint
CREATE TRIGGER "daily_puzzles_truncated" AFTER TRUNCATE ON "daily_puzzles"
  FOR EACH STATEMENT EXECUTE FUNCTION "daily_puzzles_note_change"();
