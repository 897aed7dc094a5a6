DROP INDEX "parcels_tracking_uq";--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "tax_number" text;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "customs_state" text;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "customs_hold_reason" text;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "customs_receipt" text;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "customs_vat_tetri" integer;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "customs_duty_tetri" integer;--> statement-breakpoint
ALTER TABLE "unidentified_parcels" ADD COLUMN "reason" text DEFAULT 'unknown_axid' NOT NULL;--> statement-breakpoint
ALTER TABLE "unidentified_parcels" ADD COLUMN "candidates" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_account_tracking_uq" ON "parcels" USING btree ("account_id",lower("tracking"));--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_physical_tracking_uq" ON "parcels" USING btree (lower("tracking")) WHERE "parcels"."status" <> 'waiting';--> statement-breakpoint
CREATE INDEX "parcels_tracking_idx" ON "parcels" USING btree (lower("tracking"));--> statement-breakpoint
CREATE INDEX "parcels_customs_state_idx" ON "parcels" USING btree ("customs_state","updated_at") WHERE "parcels"."customs_state" is not null;