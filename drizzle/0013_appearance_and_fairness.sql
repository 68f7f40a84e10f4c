-- Issue 30: each player's colour theme and high-contrast palette on their account, and each daily puzzle's
-- provably fair commitment and salt (lib/services/fairness). Filling in the commitment of a puzzle stored before
-- this migration is not a correction: the trigger that tells every process to drop its remembered puzzles
-- (drizzle/0009_shared_caches.sql) now fires only when a puzzle's game, date, item or number is written.
ALTER TABLE "users" ADD COLUMN "theme" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "high_contrast" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_puzzles" ADD COLUMN "salt" text;--> statement-breakpoint
ALTER TABLE "daily_puzzles" ADD COLUMN "commitment" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_theme_check" CHECK ("users"."theme" in ('system', 'light', 'dark'));--> statement-breakpoint
ALTER TABLE "daily_puzzles" ADD CONSTRAINT "daily_puzzles_commitment_pair" CHECK (("daily_puzzles"."salt" is null) = ("daily_puzzles"."commitment" is null));--> statement-breakpoint
ALTER TABLE "daily_puzzles" ADD CONSTRAINT "daily_puzzles_salt_format" CHECK ("daily_puzzles"."salt" is null or "daily_puzzles"."salt" ~ '^[0-9a-f]{64}$');--> statement-breakpoint
ALTER TABLE "daily_puzzles" ADD CONSTRAINT "daily_puzzles_commitment_format" CHECK ("daily_puzzles"."commitment" is null or "daily_puzzles"."commitment" ~ '^[0-9a-f]{64}$');--> statement-breakpoint
DROP TRIGGER "daily_puzzles_changed" ON "daily_puzzles";--> statement-breakpoint
CREATE TRIGGER "daily_puzzles_changed" AFTER UPDATE OF "game", "date", "item_name", "puzzle_number" OR DELETE ON "daily_puzzles"
  FOR EACH ROW EXECUTE FUNCTION "daily_puzzles_note_change"();
