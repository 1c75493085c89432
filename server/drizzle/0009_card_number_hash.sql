-- Card numbers are stored as a keyed hash (card_hash) with a short hint (card_hint). The hash needs
-- the installation key, which SQL does not have: the service converts the plain numbers left in
-- card_no at startup and empties them (src/modules/users/card-number-upgrade.ts). card_no is kept,
-- empty, because dropping it here would lose every badge registered before this version.
DROP INDEX "users_card_no_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "card_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "card_hint" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_card_hash_key" ON "users" USING btree ("card_hash") WHERE "users"."deleted_at" is null and "users"."card_hash" is not null;
