ALTER TABLE "flight_remarks" ADD COLUMN "announce" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "announced_remark_key" text;--> statement-breakpoint
-- A delay is news to customers; what flights show today counts as told.
UPDATE "flight_remarks" SET "announce" = true WHERE "key" = 'delayed';--> statement-breakpoint
UPDATE "flights" SET "announced_remark_key" = "remark_key";
