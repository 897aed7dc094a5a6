ALTER TABLE "flights" ADD COLUMN "delay_notice_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "announced_estimated_at" timestamp with time zone;--> statement-breakpoint
-- What customers see today counts as announced: only later changes send a message.
UPDATE "flights" SET "announced_estimated_at" = "estimated_at";
