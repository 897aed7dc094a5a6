ALTER TABLE "accounts" ADD COLUMN "org_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "org_verified_by" uuid;