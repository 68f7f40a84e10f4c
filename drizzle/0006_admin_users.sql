-- The admin dashboard (issue 16): the admin aggregates kept on each user, the indexes its list sorts and
-- searches through, and the indexes of its Active Today count.
DROP INDEX "users_created_at_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "total_games_across_all" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "max_current_streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "max_best_streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "users_username_sort_idx" ON "users" USING btree (lower("username"),"id");--> statement-breakpoint
CREATE INDEX "users_email_sort_idx" ON "users" USING btree (lower("email"),"id");--> statement-breakpoint
CREATE INDEX "users_role_sort_idx" ON "users" USING btree ("role","id");--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login","id");--> statement-breakpoint
CREATE INDEX "users_total_games_idx" ON "users" USING btree ("total_games_across_all","id");--> statement-breakpoint
CREATE INDEX "users_max_current_streak_idx" ON "users" USING btree ("max_current_streak","id");--> statement-breakpoint
CREATE INDEX "users_max_best_streak_idx" ON "users" USING btree ("max_best_streak","id");--> statement-breakpoint
CREATE INDEX "users_username_prefix_idx" ON "users" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "daily_game_states_date_user_idx" ON "daily_game_states" USING btree ("date","user_id");--> statement-breakpoint
CREATE INDEX "game_stats_running_streak_idx" ON "game_stats" USING btree ("last_daily_win_date") WHERE "game_stats"."current_daily_streak" > 0;--> statement-breakpoint
CREATE INDEX "game_stats_last_played_idx" ON "game_stats" USING btree ("last_played_at");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");
--> statement-breakpoint
-- Streaks already broken (last win before yesterday in Chicago) are zeroed once here; from now on the admin list
-- zeroes the day's newly broken ones a batch at a time (lib/services/admin-users.ts).
UPDATE "game_stats" SET "current_daily_streak" = 0
WHERE "current_daily_streak" > 0 AND "last_daily_win_date" < (now() AT TIME ZONE 'America/Chicago')::date - 1;
--> statement-breakpoint
UPDATE "users" u SET
  "total_games_across_all" = s."total_games",
  "max_current_streak" = s."max_current",
  "max_best_streak" = s."max_best"
FROM (
  SELECT "user_id", sum("total_games_played")::int AS "total_games", max("current_daily_streak") AS "max_current", max("best_daily_streak") AS "max_best"
  FROM "game_stats" GROUP BY "user_id"
) s
WHERE s."user_id" = u."id";
--> statement-breakpoint
-- Recomputes the aggregates of the given players from their game_stats rows (game_stats_user_game_unique),
-- in id order; rows already right are left alone.
CREATE FUNCTION "users_recount_game_totals"(player_ids text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "users" u SET
    "total_games_across_all" = s."total_games",
    "max_current_streak" = s."max_current",
    "max_best_streak" = s."max_best"
  FROM (
    SELECT p."user_id",
      coalesce(sum(g."total_games_played"), 0)::int AS "total_games",
      coalesce(max(g."current_daily_streak"), 0) AS "max_current",
      coalesce(max(g."best_daily_streak"), 0) AS "max_best"
    FROM unnest(player_ids) AS p("user_id")
    LEFT JOIN "game_stats" g ON g."user_id" = p."user_id"
    GROUP BY p."user_id"
  ) s
  WHERE u."id" = s."user_id"
    AND (u."total_games_across_all", u."max_current_streak", u."max_best_streak") IS DISTINCT FROM (s."total_games", s."max_current", s."max_best");
$$;
--> statement-breakpoint
-- Once per statement on game_stats (a bulk insert of thousands of rows recounts each player once). Each
-- branch reads only the transition tables its event has.
CREATE FUNCTION "users_keep_game_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "users_recount_game_totals"(ARRAY(SELECT DISTINCT "user_id" FROM "game_stats_new" ORDER BY 1));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "users_recount_game_totals"(ARRAY(SELECT "user_id" FROM "game_stats_new" UNION SELECT "user_id" FROM "game_stats_old" ORDER BY 1));
  ELSE
    PERFORM "users_recount_game_totals"(ARRAY(SELECT DISTINCT "user_id" FROM "game_stats_old" ORDER BY 1));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "game_stats_totals_insert" AFTER INSERT ON "game_stats" REFERENCING NEW TABLE AS "game_stats_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_keep_game_totals"();
--> statement-breakpoint
CREATE TRIGGER "game_stats_totals_update" AFTER UPDATE ON "game_stats" REFERENCING OLD TABLE AS "game_stats_old" NEW TABLE AS "game_stats_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_keep_game_totals"();
--> statement-breakpoint
CREATE TRIGGER "game_stats_totals_delete" AFTER DELETE ON "game_stats" REFERENCING OLD TABLE AS "game_stats_old"
  FOR EACH STATEMENT EXECUTE FUNCTION "users_keep_game_totals"();
