CREATE TABLE "claim_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"photos" jsonb,
	"amount_tetri" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigserial NOT NULL,
	"parcel_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"description" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"insured" boolean NOT NULL,
	"cap_tetri" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"amount_tetri" integer,
	"decision_note" text,
	"ledger_id" bigint,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_rule_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"effective_from" text NOT NULL,
	"rules" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parcel_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"day" text NOT NULL,
	"amount_tetri" integer NOT NULL,
	"ledger_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weight_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parcel_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"reason" text NOT NULL,
	"expected_weight_kg" numeric(10, 3),
	"before" jsonb NOT NULL,
	"after" jsonb,
	"answer" text,
	"answered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "insured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "handed_over_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "storage_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_rule_sets" ADD CONSTRAINT "service_rule_sets_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_charges" ADD CONSTRAINT "storage_charges_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_charges" ADD CONSTRAINT "storage_charges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_disputes" ADD CONSTRAINT "weight_disputes_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_disputes" ADD CONSTRAINT "weight_disputes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_disputes" ADD CONSTRAINT "weight_disputes_answered_by_accounts_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_number_uq" ON "claims" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_open_parcel_uq" ON "claims" USING btree ("parcel_id") WHERE "claims"."state" in ('submitted', 'info_requested');--> statement-breakpoint
CREATE INDEX "claims_state_due_idx" ON "claims" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "claims_account_idx" ON "claims" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "service_rule_sets_effective_idx" ON "service_rule_sets" USING btree ("effective_from","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_charges_parcel_day_uq" ON "storage_charges" USING btree ("parcel_id","day");--> statement-breakpoint
CREATE INDEX "storage_charges_account_idx" ON "storage_charges" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "weight_disputes_open_uq" ON "weight_disputes" USING btree ("parcel_id") WHERE "weight_disputes"."state" = 'open';--> statement-breakpoint
CREATE INDEX "weight_disputes_state_idx" ON "weight_disputes" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "weight_disputes_account_idx" ON "weight_disputes" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_once_ref_uq" ON "ledger_entries" USING btree ("kind","ref") WHERE "ledger_entries"."kind" in ('storage', 'claim');--> statement-breakpoint
CREATE INDEX "parcels_arrived_at_idx" ON "parcels" USING btree ("arrived_at") WHERE "parcels"."status" = 'arrived';--> statement-breakpoint
-- Parcels that arrived or were handed over before these columns: their times from the timeline.
UPDATE "parcels" p SET "arrived_at" = (SELECT max(e."at") FROM "parcel_events" e WHERE e."parcel_id" = p."id" AND e."kind" = 'arrived') WHERE p."status" IN ('arrived', 'obtained');--> statement-breakpoint
UPDATE "parcels" p SET "handed_over_at" = (SELECT max(e."at") FROM "parcel_events" e WHERE e."parcel_id" = p."id" AND e."kind" = 'obtained') WHERE p."status" = 'obtained';--> statement-breakpoint
-- The first service rules (issue 21): insurance 3 % of the declared value, at least 2 lari; claims for
-- damage within 3 days of hand-over, "not arrived" 14 days after the estimated arrival, answered within
-- 10 days, uninsured liability 20 lari per kg; 30 free storage days, then 0.50 lari per kg a day, told 3
-- days ahead. Business numbers an admin changes with a newer set. In force from the Tbilisi day this
-- migration runs (UTC+4 all year): parcels already stored then get their free days from that day, so no
-- fee is charged for days before storage fees existed and were announced.
INSERT INTO "service_rule_sets" ("effective_from", "rules", "note") SELECT d, jsonb_set('{"effectiveFrom":"","insurance":{"percent":3,"minimumTetri":200},"claims":{"damagedWithinDays":3,"missingAfterDays":14,"reviewDays":10,"liabilityPerKgTetri":2000},"storage":{"freeDays":30,"feePerKgTetri":50,"noticeDaysBefore":3}}'::jsonb, '{effectiveFrom}', to_jsonb(d)), 'First service rules' FROM (SELECT to_char(now() AT TIME ZONE 'UTC' + interval '4 hours', 'YYYY-MM-DD') AS d) AS today;
