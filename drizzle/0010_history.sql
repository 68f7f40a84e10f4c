-- Issue 29: everyone's daily numbers kept per game, day and guess count (daily_win_counts, updated in each
-- win's transaction) and the archive's rounds of past days (archive_rounds, apart from the daily tables so that
-- they never count toward streaks, the leaderboard, daily stats or daily achievements).
CREATE TABLE "archive_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"game" text NOT NULL,
	"date" date NOT NULL,
	"guessed_cards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"game_won" boolean DEFAULT false NOT NULL,
	"is_hint_revealed" boolean DEFAULT false NOT NULL,
	"won_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_rounds_user_game_date_unique" UNIQUE("user_id","game","date"),
	CONSTRAINT "archive_rounds_won_at" CHECK ("archive_rounds"."game_won" = ("archive_rounds"."won_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "daily_win_counts" (
	"game" text NOT NULL,
	"date" date NOT NULL,
	"guesses" smallint NOT NULL,
	"shard" smallint NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"total_guesses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_win_counts_game_date_guesses_shard_pk" PRIMARY KEY("game","date","guesses","shard"),
	CONSTRAINT "daily_win_counts_guesses_range" CHECK ("daily_win_counts"."guesses" between 1 and 10),
	CONSTRAINT "daily_win_counts_shard_range" CHECK ("daily_win_counts"."shard" between 0 and 15),
	CONSTRAINT "daily_win_counts_wins_non_negative" CHECK ("daily_win_counts"."wins" >= 0 and "daily_win_counts"."total_guesses" >= "daily_win_counts"."guesses" * "daily_win_counts"."wins")
);
--> statement-breakpoint
ALTER TABLE "archive_rounds" ADD CONSTRAINT "archive_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The wins recorded before the counts were kept, counted once (shard 0).
INSERT INTO "daily_win_counts" ("game", "date", "guesses", "shard", "wins", "total_guesses")
  SELECT "game", "date", least("attempts", 10), 0, count(*), sum("attempts") FROM "daily_wins" GROUP BY "game", "date", least("attempts", 10);
