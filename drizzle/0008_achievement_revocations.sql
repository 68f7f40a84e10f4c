-- Revocations that stand (issue 26): an unlock an admin revoked is not granted again by a win, an activity or
-- the admin refresh until an admin grants it (lib/services/admin-users.ts).
CREATE TABLE "achievement_revocations" (
	"user_id" text NOT NULL,
	"achievement_id" integer NOT NULL,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achievement_revocations_user_id_achievement_id_pk" PRIMARY KEY("user_id","achievement_id")
);
--> statement-breakpoint
ALTER TABLE "achievement_revocations" ADD CONSTRAINT "achievement_revocations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievement_revocations" ADD CONSTRAINT "achievement_revocations_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Revocations made before this table: the pairs whose latest admin grant or revoke was a revoke and that are still locked.
INSERT INTO "achievement_revocations" ("user_id", "achievement_id", "revoked_at")
SELECT l."user_id", l."achievement_id", l."created_at"
FROM (
  SELECT DISTINCT ON ("target_user_id", "details"->>'achievementId')
         "target_user_id" AS "user_id", ("details"->>'achievementId')::int AS "achievement_id", "action", "created_at"
  FROM "admin_audit_log"
  WHERE "action" IN ('achievement.grant', 'achievement.revoke') AND "target_user_id" IS NOT NULL AND "details"->>'achievementId' ~ '^[0-9]{1,9}$'
  ORDER BY "target_user_id", "details"->>'achievementId', "created_at" DESC, "id" DESC
) l
WHERE l."action" = 'achievement.revoke'
  AND EXISTS (SELECT 1 FROM "achievements" a WHERE a."id" = l."achievement_id")
  AND NOT EXISTS (SELECT 1 FROM "user_achievements" ua WHERE ua."user_id" = l."user_id" AND ua."achievement_id" = l."achievement_id");
