CREATE TABLE "customs_rule_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"effective_from" text NOT NULL,
	"rules" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customs_rule_sets" ADD CONSTRAINT "customs_rule_sets_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customs_rule_sets_effective_idx" ON "customs_rule_sets" USING btree ("effective_from","created_at");--> statement-breakpoint
-- The rules in force since Resolution 201 (14 May 2022), ../shared/design/customs-rules.md: 300 lari or
-- more by shop and flight, 30 kg, VAT 18 %, no duty by default, state fee 20 / 100 / 300 lari.
INSERT INTO "customs_rule_sets" ("effective_from", "rules", "note") VALUES ('2022-05-14', '{"effectiveFrom":"2022-05-14","thresholdTetri":30000,"comparison":"gte","weightLimitGrams":30000,"grouping":"shop_flight","vatPercent":18,"dutyPercent":{},"feeBands":[{"upToTetri":300000,"feeTetri":2000},{"upToTetri":1000000,"feeTetri":10000},{"upToTetri":null,"feeTetri":30000}],"treasuryCode":"707017021","serviceFeeTetri":0,"graceDays":7}', 'Resolution No. 201 of 14 April 2022; the 300 lari / 30 kg rule of 2009');
