CREATE TABLE "pickup_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"branch" text NOT NULL,
	"code" text NOT NULL,
	"parcel_ids" uuid[] NOT NULL,
	"slot" timestamp with time zone,
	"trustee_name" text,
	"trustee_personal_id" text,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" uuid,
	"collector" text
);
--> statement-breakpoint
ALTER TABLE "pickup_passes" ADD CONSTRAINT "pickup_passes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_passes" ADD CONSTRAINT "pickup_passes_used_by_accounts_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_passes_active_code_uq" ON "pickup_passes" USING btree ("code") WHERE "pickup_passes"."state" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_passes_active_branch_uq" ON "pickup_passes" USING btree ("account_id","branch") WHERE "pickup_passes"."state" = 'active';--> statement-breakpoint
CREATE INDEX "pickup_passes_branch_slot_idx" ON "pickup_passes" USING btree ("branch","slot");