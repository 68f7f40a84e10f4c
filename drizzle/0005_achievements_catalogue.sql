-- The achievements catalogue (lib/achievements/catalogue.ts; rarity from lib/achievements/rarity.ts),
-- and the kept count of players per achievement.
INSERT INTO "achievements" ("key", "name", "description", "image_filename", "category", "game_type", "threshold", "sort_order", "rarity") VALUES
  ('streak-3', 'Warming Up', 'Win a daily puzzle three days in a row.', 'streak-3.svg', 'daily-streak', NULL, 3, 10, 'common'),
  ('streak-7', 'Week Warrior', 'Keep a daily streak going for seven days.', 'streak-7.svg', 'daily-streak', NULL, 7, 20, 'common'),
  ('streak-30', 'Monthly Regular', 'Keep a daily streak going for thirty days.', 'streak-30.svg', 'daily-streak', NULL, 30, 30, 'rare'),
  ('streak-100', 'Hundred Day Legend', 'Keep a daily streak going for one hundred days.', 'streak-100.svg', 'daily-streak', NULL, 100, 40, 'epic'),
  ('streak-7-aoe2-units', 'Castle Age', 'A seven-day streak in the Age of Empires II daily.', 'streak-7-aoe2-units.svg', 'daily-streak', 'aoe2-units', 7, 50, 'common'),
  ('streak-7-bible-books', 'Daily Bread', 'A seven-day streak in the Bible books daily.', 'streak-7-bible-books.svg', 'daily-streak', 'bible-books', 7, 60, 'common'),
  ('streak-7-pokemon', 'Trainer Routine', 'A seven-day streak in the Pokemon daily.', 'streak-7-pokemon.svg', 'daily-streak', 'pokemon', 7, 70, 'common'),
  ('streak-7-slay-the-spire', 'Ascension Climber', 'A seven-day streak in the Slay the Spire daily.', 'streak-7-slay-the-spire.svg', 'daily-streak', 'slay-the-spire', 7, 80, 'common'),
  ('streak-7-subnautica-creatures', 'Deep Diver', 'A seven-day streak in the Subnautica daily.', 'streak-7-subnautica-creatures.svg', 'daily-streak', 'subnautica-creatures', 7, 90, 'common'),
  ('wins-1', 'First Victory', 'Win your first game.', 'wins-1.svg', 'total-wins', NULL, 1, 100, 'common'),
  ('wins-10', 'Getting the Hang of It', 'Win ten games, daily or endless.', 'wins-10.svg', 'total-wins', NULL, 10, 110, 'common'),
  ('wins-25', 'Quarter Century', 'Win twenty-five games, daily or endless.', 'wins-25.svg', 'total-wins', NULL, 25, 120, 'rare'),
  ('wins-50', 'Half Century', 'Win fifty games, daily or endless.', 'wins-50.svg', 'total-wins', NULL, 50, 130, 'rare'),
  ('wins-100', 'Triple Digits', 'Win one hundred games, daily or endless.', 'wins-100.svg', 'total-wins', NULL, 100, 140, 'epic'),
  ('wins-500', 'Five Hundred Club', 'Win five hundred games, daily or endless.', 'wins-500.svg', 'total-wins', NULL, 500, 150, 'epic'),
  ('founder', 'Founder', 'One of the first 100 players to join.', 'founder.svg', 'user-groups', NULL, NULL, 160, 'legendary'),
  ('creator', 'Creator', 'Built and runs this site.', 'creator.svg', 'user-groups', NULL, NULL, 170, 'legendary'),
  ('flawless', 'Flawless', 'Solve a daily puzzle on your very first guess.', 'flawless.svg', 'activity', NULL, NULL, 180, 'legendary'),
  ('how-to-play', 'Lore Seeker', 'Read the How to Play guide.', 'how-to-play.svg', 'activity', NULL, NULL, 190, 'epic'),
  ('broken-streak', 'Broken but Back', 'Lose a streak of three days or more, then win again.', 'broken-streak.svg', 'activity', NULL, NULL, 200, 'common'),
  ('all-games', 'Well Rounded', 'Win a daily puzzle in each of the five games.', 'all-games.svg', 'activity', NULL, NULL, 210, 'rare'),
  ('same-day-sweep', 'Clean Sweep', 'Win all five daily puzzles on the same day.', 'same-day-sweep.svg', 'activity', NULL, NULL, 220, 'rare'),
  ('pokemon-devotee', 'Pokedex Devotee', 'Win ten Pokemon dailies.', 'pokemon-devotee.svg', 'other', 'pokemon', 10, 230, 'rare'),
  ('pokemon-master', 'Pokemon Master', 'Win fifty Pokemon dailies.', 'pokemon-master.svg', 'other', 'pokemon', 50, 240, 'epic'),
  ('spire-conqueror', 'Spire Conqueror', 'Win ten Slay the Spire dailies.', 'spire-conqueror.svg', 'other', 'slay-the-spire', 10, 250, 'rare'),
  ('spire-slayer', 'Spire Slayer', 'Win fifty Slay the Spire dailies.', 'spire-slayer.svg', 'other', 'slay-the-spire', 50, 260, 'epic'),
  ('aoe2-expert', 'Unit Expert', 'Win ten Age of Empires II dailies.', 'aoe2-expert.svg', 'other', 'aoe2-units', 10, 270, 'rare'),
  ('aoe2-strategist', 'Castle Strategist', 'Win fifty Age of Empires II dailies.', 'aoe2-strategist.svg', 'other', 'aoe2-units', 50, 280, 'epic'),
  ('subnautica-shark', 'Reef Shark', 'Win ten Subnautica dailies.', 'subnautica-shark.svg', 'other', 'subnautica-creatures', 10, 290, 'rare'),
  ('subnautica-interloper', 'Deep Sea Interloper', 'Win fifty Subnautica dailies.', 'subnautica-interloper.svg', 'other', 'subnautica-creatures', 50, 300, 'epic'),
  ('bible-word', 'Keeper of the Word', 'Win ten Bible books dailies.', 'bible-word.svg', 'other', 'bible-books', 10, 310, 'epic'),
  ('bible-centurion', 'Scripture Centurion', 'Win one hundred Bible books dailies.', 'bible-centurion.svg', 'other', 'bible-books', 100, 320, 'epic'),
  ('capybara', 'Capybara Friend', 'Found a friend hiding in the guess box.', 'capybara.svg', 'other', NULL, NULL, 330, 'rare')
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
UPDATE "achievements" a SET "unlocked_count" = (SELECT count(*) FROM "user_achievements" ua WHERE ua."achievement_id" = a."id");
--> statement-breakpoint
-- Kept counts, once per statement: a statement unlocking thousands of rows (a bulk grant) updates each catalogue
-- row once, not once per unlock, and the rows are updated in id order, so concurrent unlocks never deadlock.
CREATE FUNCTION "achievements_count_unlocks"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  FOR changed IN SELECT "achievement_id", count(*) AS "unlocks" FROM "inserted_unlocks" GROUP BY "achievement_id" ORDER BY "achievement_id" LOOP
    UPDATE "achievements" SET "unlocked_count" = "unlocked_count" + changed."unlocks" WHERE "id" = changed."achievement_id";
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "achievements_count_revokes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  FOR changed IN SELECT "achievement_id", count(*) AS "unlocks" FROM "deleted_unlocks" GROUP BY "achievement_id" ORDER BY "achievement_id" LOOP
    UPDATE "achievements" SET "unlocked_count" = greatest("unlocked_count" - changed."unlocks", 0) WHERE "id" = changed."achievement_id";
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "user_achievements_count_unlocks" AFTER INSERT ON "user_achievements"
  REFERENCING NEW TABLE AS "inserted_unlocks" FOR EACH STATEMENT EXECUTE FUNCTION "achievements_count_unlocks"();
--> statement-breakpoint
CREATE TRIGGER "user_achievements_count_revokes" AFTER DELETE ON "user_achievements"
  REFERENCING OLD TABLE AS "deleted_unlocks" FOR EACH STATEMENT EXECUTE FUNCTION "achievements_count_revokes"();
